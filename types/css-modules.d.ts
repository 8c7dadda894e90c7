/** CSS Modules: the bundler (rspack, vitest) turns each class name into a scoped string. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
