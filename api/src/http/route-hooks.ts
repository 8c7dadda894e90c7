/** A route's hooks of one kind as a list (Fastify's route options take one function or a list). */
export function routeHooks<Hook>(hooks: Hook | Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
