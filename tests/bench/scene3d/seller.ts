// The set-up the 3D bench and its dev tools share: the bench's rooms saved as seller5, a browser page
// signed in as that seller, and the in-app navigation to the 3D view.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { instrument } from './frames';
import { furnishedProject } from './project';

export const SELLER = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };

/** Saves the bench's room of each of `sizes` articles as the seller; their project ids by size. */
export async function saveRooms(base: string, sizes: readonly number[]): Promise<Map<number, number>> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const ids = new Map<number, number>();
  for (const n of sizes) {
    const reply = await fetch(`${base}/api/v1/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
      body: JSON.stringify({ project: furnishedProject(n) }),
    });
    if (reply.status !== 201) throw new Error(`seeding ${n} rows: ${reply.status} ${await reply.text()}`);
    ids.set(n, ((await reply.json()) as { id: number }).id);
  }
  return ids;
}

/** A 1280 x 860 page signed in as the seller; `frames` adds the frame instrumentation (frames.ts). */
export async function sellerPage(
  browser: Browser,
  base: string,
  options: { frames?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.request.post(`${base}/api/v1/auth/login`, { data: SELLER });
  const page = await context.newPage();
  // tsx keeps function names with an `__name` helper that page.evaluate's copies do not carry.
  await page.addInitScript('globalThis.__name = (f) => f');
  if (options.frames) await page.addInitScript(instrument);
  return { context, page };
}

/** Navigates to /configurator3d as a click in the app would; resolves the page time it started at. */
export function open3d(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { dispatch } = (
      window as unknown as {
        __arredoE2E: { actions: { dispatch: (n: string, a?: unknown) => Promise<unknown> } };
      }
    ).__arredoE2E.actions;
    const started = performance.now();
    await dispatch('navigate', { path: '/configurator3d' });
    return started;
  });
}
