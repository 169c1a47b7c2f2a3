// The documented schema of a route, for the route files of /api/v1: what a family of routes shares is
// said once per file, not again in every route.
import type { FastifySchema } from 'fastify';

/**
 * Route options for one family of routes: the parts of the schema they all share (their OpenAPI tag,
 * often a path parameter) and the error replies they all give, said once. Each route adds its summary,
 * its own schema parts and its own replies (`response` is merged over the family's errors):
 *
 *     const projectRoute = routeFamily({ tags: ['projects'], params: ProjectId }, errorReplies(401, 404));
 *     app.get('/projects/:id/log', projectRoute('The project log', { response: { 200: LogReply } }), handler);
 *
 * A route with other options spreads it beside them: `{ ...route('Save', { ... }), bodyLimit }`.
 *
 * The schema keeps its exact types, so the type provider still types the handler's request and reply.
 */
export function routeFamily<const Shared extends FastifySchema, const Errors extends object = object>(
  shared: Shared,
  errors?: Errors,
) {
  return <const S extends FastifySchema & { response: object }>(summary: string, schema: S) => ({
    schema: {
      ...shared,
      summary,
      ...schema,
      response: { ...(errors as Errors), ...schema.response } as Errors & S['response'],
    },
  });
}
