// Dev-only: the computed styles of the configurator's value buttons and the offer's rows (light and
// dark, desk and phone, a hovered and a keyboard-focused button) and screenshots of both screens, to
// compare two builds element by element: `npx tsx tests/bench/look-dump.dev.ts <out dir>`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort, launchChromium, startServer } from './browser';

const out = process.argv[2] ?? '/tmp/look';
mkdirSync(out, { recursive: true });

/** Every element under `selector` with its tag, classes other than emotion's, and computed style. */
function dump(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const lines: string[] = [];
    document.querySelectorAll(selector).forEach((root, r) => {
      const all = [root, ...root.querySelectorAll('*')];
      all.forEach((el, i) => {
        const style = getComputedStyle(el);
        const props: string[] = [];
        for (let k = 0; k < style.length; k++) {
          const name = style[k]!;
          if (name.startsWith('--') || name.startsWith('transition')) continue;
          props.push(`${name}:${style.getPropertyValue(name)}`);
        }
        const box = el.getBoundingClientRect();
        lines.push(
          `${r}.${i} <${el.tagName.toLowerCase()}> ${Math.round(box.width)}x${Math.round(box.height)} ${props.join('; ')}`,
        );
      });
    });
    return lines;
  }, selector);
}

const dataDir = mkdtempSync(join(tmpdir(), 'arredo-look-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await launchChromium();
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desk', { width: 1280, height: 900 }],
      ['phone', { width: 360, height: 740 }],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      page.setDefaultTimeout(120_000);
      await page.addInitScript(
        `localStorage.setItem('arredo.color-mode', '${scheme}'); globalThis.__name = (f) => f;`,
      );
      // On a loaded machine the first catalogue request can beat the guest session: load again then.
      const kitchen = page.getByTestId('catalog-KITCHEN');
      for (let attempt = 0; ; attempt++) {
        await page.goto(`http://localhost:${port}/itemsearch?e2e=1`);
        try {
          await kitchen.waitFor({ timeout: 60_000 });
          break;
        } catch (error) {
          await page.screenshot({ path: join(out, `failed-${attempt}.png`) });
          if (attempt === 2) throw error;
        }
      }
      await kitchen.click();
      await page.getByTestId('classification-BASE').click();
      await page.getByTestId('article-B1-600').getByRole('button').click();
      const front = page.getByTestId('variable-FRONT');
      await front.waitFor();
      await page.mouse.move(0, 0);
      const tag = `${scheme}-${device}`;
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `configurator-${tag}.png`), fullPage: true });
      const lines = await dump(page, '[data-testid^="variable-"] [role="group"]');
      // The fields around the grids and the summary with the prices (a click re-renders their parts).
      lines.push('fields', ...(await dump(page, 'form [data-testid^="variable-"]')));
      lines.push('summary', ...(await dump(page, '[role="status"], aside')));
      await front.locator('button[data-value="F04"]').hover();
      await page.waitForTimeout(400);
      lines.push('hover', ...(await dump(page, '[data-testid="variable-FRONT"] button[data-value="F04"]')));
      await front.locator('button[aria-pressed="true"]').hover();
      await page.waitForTimeout(400);
      lines.push(
        'hover pressed',
        ...(await dump(page, '[data-testid="variable-FRONT"] button[aria-pressed="true"]')),
      );
      await page.mouse.move(0, 0);
      await front.locator('button[data-value="F04"]').focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(400);
      lines.push('focus', ...(await dump(page, '[data-testid="variable-FRONT"] button[data-value="F04"]')));
      await page.screenshot({ path: join(out, `configurator-focus-${tag}.png`) });
      // The dialog of all values: the large grid.
      await page.getByTestId('variable-FRONT').getByRole('button', { name: 'All values' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('group').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `configurator-dialog-${tag}.png`) });
      lines.push('dialog', ...(await dump(page, '[role="dialog"] [role="group"]')));
      // Apply with the same value closes it (Escape does not: a mandatory value's dialog asks for an answer).
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await front.locator('button[data-value="F04"]').press('Enter');
      await page.waitForTimeout(600);
      lines.push('after enter', ...(await dump(page, '[data-testid="variable-FRONT"] [role="group"]')));
      await page.evaluate(async () => {
        const { dispatch } = (
          window as unknown as {
            __arredoE2E: { actions: { dispatch: (name: string, args?: unknown) => Promise<unknown> } };
          }
        ).__arredoE2E.actions;
        await dispatch('saveArticle');
        for (let i = 1; i < 40; i++) await dispatch('duplicateRow', { rowId: 1 });
        await dispatch('navigate', { path: '/offerview' });
      });
      await page.getByTestId('offer-row').first().waitFor();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `offer-${tag}.png`) });
      lines.push('offer', ...(await dump(page, '[data-testid="offer-list"]')));
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `offer-scrolled-${tag}.png`) });
      lines.push('offer scrolled', ...(await dump(page, '[data-testid="offer-list"]')));
      writeFileSync(join(out, `styles-${tag}.txt`), lines.join('\n'));
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
