// Quoting figures in headless Chromium against the built server: a click on a variant value until
// the new price is painted (the rule engine and pricing run in the browser), and the offer view of
// a 500-row project until its first rows are painted.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildIfNeeded, defaultArgs, freePort, startServer } from './home.bench';
import type { BenchFigure } from './types';

const CHANGES = 100;
const CLICK_GOAL_MS = 16.7;
const OFFER_ROWS = 500;
const OFFER_LOADS = 10;
const OFFER_GOAL_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * In the page: clicks a value's button and resolves the time until the frame after the price text
 * changed (a rAF then a task: the frame with the new price has been painted).
 */
function clickUntilPainted(page: Page, value: string): Promise<number> {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve, reject) => {
        const price = document.querySelector('[data-testid="row-price"]')!;
        const button = document.querySelector<HTMLButtonElement>(
          `[data-testid="variable-FRONT"] button[data-value="${value}"]`,
        )!;
        const before = price.textContent;
        const timer = setTimeout(() => reject(new Error('price did not change')), 5000);
        const observer = new MutationObserver(() => {
          if (price.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timer);
              resolve(performance.now() - start);
            }, 0),
          );
        });
        observer.observe(price, { childList: true, characterData: true, subtree: true });
        const start = performance.now();
        button.click();
      }),
    value,
  );
}

/** In the page: navigates in-app and resolves the time until the first offer rows are painted. */
function navigateUntilRows(page: Page, path: string, title: string): Promise<number> {
  return page.evaluate(
    ({ path, title }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          const heading = document.querySelector('[data-testid="screen-title"]')?.textContent;
          if (heading === title && document.querySelector('[data-testid="offer-row"]')) {
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            return;
          }
          requestAnimationFrame(check);
        };
        const handle = (
          window as unknown as {
            __arredoE2E: { actions: { dispatch: (name: string, args?: unknown) => Promise<unknown> } };
          }
        ).__arredoE2E;
        void handle.actions.dispatch('navigate', { path });
        check();
      }),
    { path, title },
  );
}

export default async function quotingBench(): Promise<BenchFigure[]> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-bench-quoting-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: defaultArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx keeps function names with an `__name` helper that page.evaluate's copies do not carry.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(`http://localhost:${port}/itemsearch?e2e=1`);
    await page.getByTestId('catalog-KITCHEN').click();
    await page.getByTestId('classification-BASE').click();
    await page.getByTestId('article-B1-600').getByRole('button').click();
    await page.getByTestId('variable-FRONT').waitFor();

    // Alternating two fronts of different price groups: every click changes the price.
    const clicks: number[] = [];
    for (let i = 0; i < CHANGES + 10; i++) {
      const ms = await clickUntilPainted(page, i % 2 === 0 ? 'F04' : 'F01');
      if (i >= 10) clicks.push(ms);
    }

    await page.evaluate(async (rows) => {
      const { dispatch } = (
        window as unknown as {
          __arredoE2E: { actions: { dispatch: (name: string, args?: unknown) => Promise<unknown> } };
        }
      ).__arredoE2E.actions;
      await dispatch('saveArticle');
      for (let i = 1; i < rows; i++) await dispatch('duplicateRow', { rowId: 1 });
    }, OFFER_ROWS);
    const offer: number[] = [];
    for (let i = 0; i <= OFFER_LOADS; i++) {
      await navigateUntilRows(page, '/summary', 'Summary');
      const ms = await navigateUntilRows(page, '/offerview', 'Offer');
      if (i > 0) offer.push(ms);
    }
    const rowCount = await page.getByTestId('row-count').textContent();
    const load = loadavg()[0]!.toFixed(1);
    return [
      {
        name: `variant click to painted price p50 (${CHANGES} changes, load ${load})`,
        value: `${percentile(clicks, 50).toFixed(1)} ms`,
      },
      {
        name: 'variant click to painted price p99',
        value: `${percentile(clicks, 99).toFixed(1)} ms`,
        goal: `<= ${CLICK_GOAL_MS} ms`,
        ok: percentile(clicks, 99) <= CLICK_GOAL_MS,
      },
      {
        name: `offer view first paint, ${rowCount} (median of ${OFFER_LOADS})`,
        value: `${Math.round(percentile(offer, 50))} ms`,
        goal: `<= ${OFFER_GOAL_MS} ms`,
        ok: percentile(offer, 50) <= OFFER_GOAL_MS,
      },
    ];
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
