import { createBrowserRouter, Navigate } from 'react-router';
import { HOME, NOT_FOUND } from './navigation';
import type { RouteDef } from './routes';
import { RouteGate } from './shell/RouteGate';
import { ScreenError } from './shell/ScreenError';
import { Shell } from './shell/Shell';

/** The document base as a router basename ('' at the site root), so any deployment path works. */
export function basenameFrom(baseUri: string): string {
  return new URL(baseUri).pathname.replace(/\/+$/, '');
}

/** The browser router over the route table: shell layout, one gated child per route, root and 404 redirects. */
export function createAppRouter(routes: readonly RouteDef[], basename: string, customerName?: string) {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Shell routes={routes} {...(customerName ? { customerName } : {})} />,
        children: [
          { index: true, element: <Navigate to={HOME} replace /> },
          // A screen that fails (its code did not load, or it threw) shows ScreenError in the shell,
          // never the router's developer page: the header and the open project stay.
          ...routes.map((route) => ({
            path: route.path.replace(/^\//, ''),
            element: <RouteGate key={route.name} route={route} />,
            errorElement: <ScreenError />,
          })),
          { path: '*', element: <Navigate to={NOT_FOUND} replace /> },
        ],
      },
    ],
    basename ? { basename } : {},
  );
}
