// The render worker's headless Chromium: one browser per worker process, started on the first job and
// closed after a while without jobs; one page per render. The page and the environment maps are served
// to it from this machine's files (dist/render-worker, resources/renderfarm): nothing goes on the network.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { projectRoot } from '../paths';
import { HEADLESS_CHROMIUM_ARGS } from './chromium';

/** Software WebGL (SwiftShader) where there is no GPU; a GPU is used where Chromium finds one. */
const ARGS = [...HEADLESS_CHROMIUM_ARGS, '--ignore-gpu-blocklist'];
const ORIGIN = 'http://render-worker.arredo.invalid';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.hdr': 'application/octet-stream',
};

export interface BrowserOptions {
  /** Chromium's executable; default CHROMIUM_PATH, else /usr/bin/chromium where present. */
  executablePath?: string;
  /** Close the browser after this long without a render. */
  idleMs?: number;
}

export function chromiumPath(env = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export class RenderBrowser {
  private browser: Promise<Browser> | null = null;
  private idle: NodeJS.Timeout | null = null;
  private open = 0;
  private readonly root = projectRoot();

  constructor(private readonly options: BrowserOptions = {}) {}

  /** A page with the render worker loaded (window.arredoRender ready); close it when done. */
  async page(): Promise<Page> {
    if (this.idle) clearTimeout(this.idle);
    this.browser ??= chromium.launch({
      executablePath: this.options.executablePath ?? chromiumPath(),
      args: ARGS,
    });
    const browser = await this.browser;
    const context = await browser.newContext({ viewport: { width: 64, height: 64 } });
    this.open += 1;
    const page = await context.newPage();
    page.once('close', () => {
      void context.close().catch(() => undefined);
      this.open -= 1;
      if (this.open === 0) this.idle = setTimeout(() => void this.close(), this.options.idleMs ?? 120_000);
    });
    await context.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = this.fileFor(path);
      if (!file) return route.fulfill({ status: 404, body: 'Not found' });
      try {
        const body = await readFile(file);
        return route.fulfill({
          status: 200,
          body,
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        return route.fulfill({ status: 404, body: 'Not found' });
      }
    });
    // Anything else (there should be nothing) is refused: the page stays offline.
    await context.route(
      (url) => !url.href.startsWith(ORIGIN),
      (route) => route.abort(),
    );
    await page.goto(`${ORIGIN}/render-worker.html`);
    await page.waitForFunction(
      () => (globalThis as unknown as { arredoRender?: unknown }).arredoRender !== undefined,
      null,
      { timeout: 60_000 },
    );
    return page;
  }

  private fileFor(path: string): string | null {
    const [base, rest] = path.startsWith('/hdr/')
      ? [resolve(this.root, 'resources/renderfarm'), path.slice('/hdr/'.length)]
      : [resolve(this.root, 'dist/render-worker'), path.slice(1)];
    const file = resolve(base, decodeURIComponent(rest));
    return file.startsWith(base + sep) ? file : null;
  }

  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }
}
