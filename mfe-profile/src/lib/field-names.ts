/** True when `field` is one of `fields`: narrows a server's field name to a form's. */
export function isFieldOf<Field extends string>(
  fields: readonly Field[],
  field: string,
): field is Field {
  return (fields as readonly string[]).includes(field);
}
