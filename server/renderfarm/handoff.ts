// The farm's hand-off page (issue 22): a render farm of its own serving an app on another site. The
// job view's cross-site calls do not carry the farm's cookie where third-party cookies are blocked
// (Chromium 156 by default, Safari, Firefox's partitioned jars), so after the user signed in to the
// farm in the child window, the job view opens this page there. Reached top-level, it has the farm's
// own cookie; it posts a narrow token (farm-tokens.ts: the render farm's calls only, from that origin
// only, 8 hours at most, gone with the session) to the opener, and only to an origin listed in the
// configuration file's `sites` (postMessage's target origin: any other opener gets nothing). Never
// the session id itself: a script on the listed site could use that for any API of the farm. The
// script is a file of its own: the CSP allows no inline script.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../storage';
import { issueFarmToken } from './farm-tokens';

export const HANDOFF_ACTION = 'renderFarmSession';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: the target origin and the token (empty: none) as data, read by handoff.js. */
export function handoffPage(origin: string, token: string | null): string {
  const said = token
    ? 'Signed in to the render farm: this window closes by itself.'
    : 'Not signed in to the render farm: sign in here first, then try again.';
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Render farm</title>' +
    `<p id="handoff" data-origin="${escape(origin)}" data-token="${escape(token ?? '')}">${said}</p>` +
    '<script src="handoff.js"></script></html>'
  );
}

export const HANDOFF_SCRIPT = `(() => {
  const data = document.getElementById('handoff').dataset;
  if (!window.opener) return;
  window.opener.postMessage({ action: '${HANDOFF_ACTION}', token: data.token || null }, data.origin);
  if (data.token) setTimeout(() => window.close(), 200);
})();
`;

export const handoffRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
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
      // A professional's session only: the farm's calls are theirs (routes.ts). A farm token cannot
      // get itself another one (that would outlive its 8 hours): only the session itself, the cookie.
      const auth = request.auth;
      const pro = auth && !auth.farmOrigin && !auth.account.guest && auth.account.kind === 'pro';
      const token = pro ? (await issueFarmToken(db, auth.session, origin)).token : null;
      return reply.send(handoffPage(origin, token));
    },
  );
  app.get('/handoff.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(HANDOFF_SCRIPT),
  );
};
