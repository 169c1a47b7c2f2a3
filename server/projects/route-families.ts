// The route families of the project calls (server/api/route-schema.ts): each says its OpenAPI tag,
// shared path parameter and error replies once, for the route files of the project calls.
import { errorReplies } from '../api/schemas';
import { routeFamily } from '../api/route-schema';
import { errors, ProjectId } from './schemas';

/** A call on one stored project, /projects/:id...: the caller may not reach it (403, 404), or has no session (401). */
export const projectRoute = routeFamily({ tags: ['projects'], params: ProjectId }, errors);

/** The other project calls (create, assignees), with the same error replies. */
export const projectsRoute = routeFamily({ tags: ['projects'] }, errors);

/** The project list: no project of its own to be refused, only a bad query (400) or no session (401). */
export const projectListRoute = routeFamily({ tags: ['projects'] }, errorReplies(400, 401));
