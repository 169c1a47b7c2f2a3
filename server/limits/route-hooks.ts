// Hooks that concern a few routes only (the login, project writes) are attached to those routes when
// they are declared, instead of running on every request of the server and returning at once: an
// app-wide async hook costs a promise and a turn of the microtask queue per request.
import type { RouteOptions } from 'fastify';

type HookName = 'preHandler' | 'onSend' | 'onResponse' | 'onRequestAbort';

/** The route's methods, upper case. */
export const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());

/** Puts `hook` first among the route's `name` hooks: it runs where an app-wide hook would have. */
export function prependRouteHook(route: RouteOptions, name: HookName, hook: unknown): void {
  const existing = route[name] as unknown;
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<HookName, unknown[]>)[name] = [hook, ...list];
}
