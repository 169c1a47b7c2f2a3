import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConfigFile } from '../../core/config/schema';
import { defaultConfigFile } from '../../core/config/defaults';
import { allowInCsp } from './shellHelpers';

// The embedding suites' parent page: a second local HTTP server (Chromium lets only local pages frame a
// local app) at 127.0.0.1 while the app is at localhost, so the two are different origins.

export const APP = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
export const APP_URL = `${APP}/home?hideHeader=1&userid=e2e-parent`;

export interface Received {
  origin: string;
  from: string;
  data: Record<string, unknown>;
}

// Records every message with its origin and sender; `request` resolves with the reply carrying the same
// requestId (or 'timeout'); `flood` posts many messages in one go and collects their replies.
const parentScript = `
  window.received = [];
  const waiting = new Map();
  const appWindow = () => window.popup || document.getElementById('app').contentWindow;
  addEventListener('message', (event) => {
    const from = event.source === window.popup ? 'popup' : event.source === document.getElementById('app')?.contentWindow ? 'app' : 'other';
    if (!window.quiet) window.received.push({ origin: event.origin, from, data: event.data });
    const id = event.data && event.data.requestId;
    if (waiting.has(id)) { waiting.get(id)(event.data); waiting.delete(id); }
  });
  window.request = (message, timeoutMs = 20000) => new Promise((resolve) => {
    const id = typeof message === 'string' ? JSON.parse(message).requestId : message.requestId;
    waiting.set(id, resolve);
    setTimeout(() => { if (waiting.delete(id)) resolve('timeout'); }, timeoutMs);
    appWindow().postMessage(message, '${APP}');
  });
  window.post = (message) => appWindow().postMessage(message, '${APP}');
  window.waitFor = (test, timeoutMs = 20000) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const found = window.received.find((m) => test(m.data));
      if (found) return resolve({ data: found.data, at: performance.now() });
      if (performance.now() - started > timeoutMs) return resolve('timeout');
      setTimeout(check, 1);
    };
    check();
  });
`;

const html = (body: string) =>
  `<!doctype html><html><head><title>Parent</title></head><body>${body}<script>${parentScript}</script></body></html>`;

const foreignWidget = `<!doctype html><script>
  window.replies = [];
  addEventListener('message', (event) => window.replies.push(event.data));
  window.attack = () => parent.frames[0].postMessage({ action: 'navigateTo', requestId: 'evil', data: { page: 'home' } }, '*');
</script>`;

export interface ParentPages {
  /** The parent page's origin (127.0.0.1). */
  parent: string;
  /** A foreign widget's origin (localhost at the parent server's port): not in the app's sites. */
  foreign: string;
  close(): Promise<void>;
}

/** Starts the parent server: /shop... embeds the app (or ?src=), /layout-tool is a bare tool page. */
export async function startParentPages(): Promise<ParentPages> {
  let foreign = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://parent');
    let body: string;
    if (url.pathname === '/widget') body = foreignWidget;
    else if (url.pathname === '/layout-tool') body = html('<h1>Layout tool</h1>');
    else
      body = html(
        `<iframe id="app" src="${url.searchParams.get('src') ?? APP_URL}" style="width:min(1000px,100vw);height:600px;border:0"></iframe>` +
          `<iframe id="foreign" src="${foreign}/widget" style="width:200px;height:100px"></iframe>`,
      );
    response.writeHead(200, { 'content-type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  foreign = `http://localhost:${port}`;
  return {
    parent: `http://127.0.0.1:${port}`,
    foreign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The spec file's parent pages: one server for all its tests (started before the first, closed after
 * the last), and each test's context served the embedding configuration. Its origins are read in
 * tests and hooks, once the file has started.
 */
export function parentPagesOfFile(): Pick<ParentPages, 'parent' | 'foreign'> {
  let started: ParentPages | undefined;
  test.beforeAll(async () => {
    started = await startParentPages();
  });
  test.afterAll(() => started?.close());
  test.beforeEach(async ({ context }) => serveEmbedConfig(context, started!.parent));
  return {
    get parent() {
      return started!.parent;
    },
    get foreign() {
      return started!.foreign;
    },
  };
}

/** The layout tool's page opens the app's home in a window of the fixed name (spec 7); the window. */
export async function openFromLayoutTool(page: Page, context: BrowserContext, parent: string): Promise<Page> {
  await page.goto(`${parent}/layout-tool`);
  const popupOpened = context.waitForEvent('page');
  await page.evaluate((url) => {
    (window as unknown as { popup: Window | null }).popup = window.open(url, 'arredoLayedit');
  }, `${APP}/home`);
  return popupOpened;
}

/**
 * Serves the app a configuration whose sites name the parent page (not the foreign widget). The
 * server's own configuration decides its CSP frame-ancestors (issue 8); a deployment that lists the
 * parent in `sites` allows it there too, so the app's pages here get the parent added to that list.
 */
export async function serveEmbedConfig(
  context: BrowserContext,
  parent: string,
  change: (file: ConfigFile) => void = () => undefined,
): Promise<void> {
  const file = structuredClone(defaultConfigFile);
  file.sites = [`${parent}/tools/index.html`];
  change(file);
  await context.route('**/config/config.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(file) }),
  );
  await allowInCsp(context, new URL(APP_URL).origin, { 'frame-ancestors': [parent] });
}

export const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Posts a message from the parent page and resolves with the reply of the same requestId. */
export const request = (page: Page, message: unknown, timeoutMs = 20_000) =>
  page.evaluate(
    ([m, t]) => (window as unknown as { request(m: unknown, t: number): Promise<unknown> }).request(m, t),
    [message, timeoutMs] as const,
  ) as Promise<Record<string, unknown> | 'timeout'>;

/** Waits for 'APP loaded' (the first message) and returns it. */
export async function appLoaded(page: Page): Promise<Received> {
  await expect.poll(async () => (await received(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return (await received(page))[0]!;
}

/** The events (messages without a requestId) the parent has received with this action. */
export async function eventsOf(page: Page, action: string): Promise<Record<string, unknown>[]> {
  return (await received(page)).map((m) => m.data).filter((d) => d?.action === action && !('requestId' in d));
}
