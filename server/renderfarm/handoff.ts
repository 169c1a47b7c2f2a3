// The farm's hand-off page (issue 22): a render farm of its own serving an app on another site. The
// job view's cross-site calls do not carry the farm's cookie where third-party cookies are blocked
// (Chromium 156 by default, Safari, Firefox's partitioned jars), so after the user signed in to the
// farm in the child window, the job view opens this page there. Reached top-level, it has the farm's
// own cookie; it posts the farm's session id to the opener, and only to an origin listed in the
// configuration file's `sites` (postMessage's target origin: any other opener gets nothing). The
// script is a file of its own: the CSP allows no inline script.
import type { FastifyPluginAsync } from 'fastify';

export const HANDOFF_ACTION = 'renderFarmSession';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: the target origin and the session id (empty: none) as data, read by handoff.js. */
export function handoffPage(origin: string, sessionId: string | null): string {
  const said = sessionId
    ? 'Signed in to the render farm: this window closes by itself.'
    : 'Not signed in to the render farm: sign in here first, then try again.';
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Render farm</title>' +
    `<p id="handoff" data-origin="${escape(origin)}" data-session="${escape(sessionId ?? '')}">${said}</p>` +
    '<script src="handoff.js"></script></html>'
  );
}

export const HANDOFF_SCRIPT = `(() => {
  const data = document.getElementById('handoff').dataset;
  if (!window.opener) return;
  window.opener.postMessage({ action: '${HANDOFF_ACTION}', sessionId: data.session || null }, data.origin);
  if (data.session) setTimeout(() => window.close(), 200);
})();
`;

export const handoffRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { origin?: string } }>(
    '/handoff',
    { schema: { hide: true } },
    async (request, reply) => {
      const origin = typeof request.query.origin === 'string' ? request.query.origin : '';
      const policy = request.server.sitePolicy;
      const sites = policy ? (policy.current() ?? (await policy.get())).policy.sites : [];
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!sites.includes(origin)) {
        return reply
          .code(403)
          .send(
            '<!doctype html><meta charset="utf-8"><title>Render farm</title><p>This site is not allowed.</p>',
          );
      }
      // A professional's session only: the farm's calls are theirs (routes.ts).
      const auth = request.auth;
      const sessionId = auth && !auth.account.guest && auth.account.kind === 'pro' ? auth.token : null;
      return reply.send(handoffPage(origin, sessionId));
    },
  );
  app.get('/handoff.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(HANDOFF_SCRIPT),
  );
};
