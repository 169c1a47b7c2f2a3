import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { CURRENCIES } from '../../core/locale/currencies';
import { currencyTextFormatter, repriceProject } from '../../core/pricing';
import { resetForNewProject } from '../../core/project';
import type { Project } from '../../core/project/schema';

// The quoting journey as a guest (issue 10): find furniture, configure it through the rules, the
// cart's totals against core's pricing of the same project, and undo/redo across every step.

const SHOTS = 'test-results/quoting';
const kitchen = loadCatalog(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/catalogs/kitchen.json'), 'utf8')),
);
const LIST = 'RETAIL-EUR';
const euro = currencyTextFormatter(CURRENCIES.EUR!, 'en');

/** The project the journey builds, computed independently with core: rows, quantities, discount. */
function expectedTotals(rows: { model: string; variant: string; qt: number }[], discount1: string) {
  const project: Project = { ...resetForNewProject().project, currency: 'EUR' };
  project.customerFields = {
    ...project.customerFields,
    vat: '22',
    discount1,
    rows: rows.map((r, i) => ({ uniqueid: i + 1, vat: '0', checkVat: false, ntp: true, qt: r.qt })),
  };
  project.rows = rows.map((r, i) => ({
    uniqueid: i + 1,
    catalog: 'KITCHEN',
    model: r.model,
    erp: evaluate(compileModel(kitchen, r.model), r.variant, { priceList: LIST }).erp,
    rule: [],
  }));
  return repriceProject(project, { currency: CURRENCIES.EUR! }).totals;
}

let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(() => page.close());

const undoKey = () => page.keyboard.press('Control+z');
const redoKey = () => page.keyboard.press('Control+Shift+z');

test('a guest finds, configures and prices furniture; undo walks back to the empty project and redo forward', async () => {
  test.setTimeout(90_000);
  await page.goto('/itemsearch');
  await expect(page.getByTestId('catalog-KITCHEN')).toBeVisible();

  // Search 'sink': the texts of the catalogues and the gallery search both answer.
  await page.keyboard.press('/');
  await page.keyboard.type('sink');
  await expect(page.getByTestId('article-B1S-800')).toBeVisible();
  // Hovering an article shows its tip: the price in the shop's currency, written as money, and its size.
  await page.getByTestId('article-B1S-800').hover();
  await expect(page.getByTestId('article-B1S-800').getByTestId('item-tip')).toHaveText(
    /^from €\d[\d,]*\.\d{2} · \d+ × \d+ × \d+ mm$/,
  );
  const gallery = page.getByTestId('gallery-SAGE-SINK-800');
  await expect(gallery).toBeVisible();
  await gallery.getByRole('button', { name: /Add gallery/ }).click();

  // The configurator: the gallery's sink base at 800 mm; two doors forced by a rule.
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Sink base unit');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  const doors = page.getByTestId('variable-DOORS');
  await expect(doors).toHaveAttribute('data-source', 'forced');
  await expect(doors.getByTestId('forced-badge')).toHaveText('Set by a rule');
  const price800 = await page.getByTestId('row-price').textContent();

  // Narrower: the three-bin waste option is excluded by a rule and says why. The gallery's three
  // bins go back to the default (no bins): never kept and priced (issue 19), and the panel says
  // what changed and why, in words.
  const width = page.getByRole('spinbutton', { name: 'Width' });
  await width.fill('600');
  await width.press('Enter');
  const waste = page.getByTestId('variable-WASTE');
  const threeBins = waste.getByRole('button', { name: /Three bins/ });
  await expect(threeBins).toBeDisabled();
  await expect(threeBins).toContainText(
    'Not available: Three-bin waste separation needs a unit of 800 mm or wider',
  );
  const notice = page.getByTestId('rule-adjustments');
  await expect(notice).toContainText('Changed to fit the rules');
  await expect(notice).toContainText(
    'Waste separation changed from “Three bins, 3 × 12 l” to “None”: Three-bin waste separation needs a unit of 800 mm or wider',
  );
  await expect(page.getByTestId('toast').filter({ hasText: 'Changed to fit the rules' })).toBeVisible();
  await expect(waste.getByRole('button', { name: /None/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(waste.getByTestId('violation')).toHaveCount(0);
  const gallery600 = kitchen.galleries
    .find((g) => g.cod === 'SAGE-SINK-800')!
    .variants.replace(/WIDTH=\d+/, 'WIDTH=600')
    .replace(/;?WASTE=W3/, '');
  const noBins = expectedTotals([{ model: 'B1S', variant: gallery600, qt: 1 }], '0');
  await expect(page.getByTestId('row-price')).toHaveText(euro(noBins.totalGoods));
  await page.screenshot({ path: `${SHOTS}/rule-adjustment.png`, fullPage: true });
  await expect(doors).toHaveAttribute('data-source', /default|user/);
  await waste.getByRole('button', { name: /Two bins/ }).click();
  await expect(waste.getByTestId('violation')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await page
    .getByTestId('variable-FRONT')
    .getByRole('button', { name: /Graphite/ })
    .click();
  await expect(page.getByTestId('variable-FRONT').getByRole('button', { name: /Graphite/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('row-price')).not.toHaveText(price800!);
  await page.getByTestId('save-article').click();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/journey-configurator.png`, fullPage: true });

  // A second article from the catalogue tree, saved on leaving (the article question).
  await page.getByRole('link', { name: 'Find furniture' }).first().click();
  await page.getByRole('searchbox').fill('');
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');
  await page.getByRole('link', { name: 'Cart' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Save current article?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Article not saved');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The cart: quantities and the discount; totals equal core's pricing of the same project.
  await expect(page.getByTestId('offer-row')).toHaveCount(2);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Base unit 600 mm' });
  await quantity.fill('3');
  await quantity.press('Enter');
  const discount = page.getByRole('textbox', { name: 'Discount', exact: true });
  await discount.fill('10');
  await discount.press('Enter');
  const sink = 'WIDTH=600;FRONT=F04;HANDLE=H1;HFIN=BRASS;WASTE=W2';
  const totals = expectedTotals(
    [
      { model: 'B1S', variant: sink, qt: 1 },
      { model: 'B1', variant: 'WIDTH=600', qt: 3 },
    ],
    '10',
  );
  await expect(page.getByTestId('total-incl-vat')).toHaveText(euro(totals.totVatI));
  await expect(page.getByTestId('total-excl-vat')).toHaveText(euro(totals.generalTotal));
  await expect(page.getByTestId('total-goods')).toHaveText(euro(totals.totalGoods));
  await expect(page.getByTestId('total-vat')).toHaveText(euro(totals.vat));
  await expect(page.getByTestId('row-words').first()).toContainText('Graphite, matt lacquer');
  await page.screenshot({ path: `${SHOTS}/journey-cart.png`, fullPage: true });

  // Undo every step back to no project, then redo them all: the same totals again.
  await page.getByTestId('screen-title').click();
  let steps = 0;
  while ((await page.getByTestId('empty-state').count()) === 0) {
    await undoKey();
    steps += 1;
    expect(steps).toBeLessThan(30);
    await page.waitForTimeout(50);
  }
  expect(steps).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < steps; i += 1) await redoKey();
  await expect(page.getByTestId('total-incl-vat')).toHaveText(euro(totals.totVatI));
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Base unit 600 mm' })).toHaveValue('3');
});

/** A header link; on a phone the header's links are in its menu. */
async function headerLink(name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 768)
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

/**
 * The colour-mode switch as a user reaches it: in the header on a desk, in the header's menu on a
 * phone (below 768 px the header's switch is hidden: clicking it there waited forever).
 */
async function toggleColorMode(): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await page.getByTestId('color-mode-toggle').click();
    return;
  }
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByTestId('mobile-menu-panel');
  await menu.getByTestId('color-mode-toggle').click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}

test('every quoting screen in light and dark, on a desk and on a phone', async () => {
  test.setTimeout(120_000);
  const screens: [string, () => Promise<void>][] = [
    ['itemsearch', () => headerLink('Item search')],
    ['cart', () => headerLink('Cart')],
    ['offerview', () => page.getByRole('link', { name: 'Offer', exact: true }).click()],
    ['summary', () => page.getByRole('link', { name: 'Summary', exact: true }).click()],
    [
      'configurator',
      async () => {
        await page.getByRole('link', { name: 'Offer', exact: true }).click();
        await page.getByRole('button', { name: 'Actions for Sink base unit' }).click();
        await page.getByRole('menuitem', { name: 'Configure' }).click();
      },
    ],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (scheme === 'dark') await toggleColorMode();
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 360, height: 740 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [name, open] of screens) {
        await open();
        await expect(page).toHaveURL(new RegExp(`/${name}$`));
        await expect(page.getByTestId('screen-title')).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${size}.png`, fullPage: true });
        // Nothing of the screen overflows the viewport sideways (the shell's header is not this screen's).
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => !e.closest('[data-testid="app-header"]') && e.getBoundingClientRect().width > 0)
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
            .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40) ?? ''}`)
            .slice(0, 3),
        );
        expect(overflowing, `${name} ${scheme} ${size} is wider than the screen`).toEqual([]);
        if (name === 'offerview' && size === 'phone') {
          // A row's actions sit on its title's line (they were alone on a last line of their own).
          const title = await page.getByText('Sink base unit', { exact: true }).boundingBox();
          const menu = await page.getByRole('button', { name: 'Actions for Sink base unit' }).boundingBox();
          expect(Math.abs(menu!.y - title!.y)).toBeLessThan(16);
          expect(menu!.x).toBeGreaterThan(title!.x + title!.width);
        }
      }
    }
  }
  // Back to light from the phone, through the header's menu.
  await toggleColorMode();
  await expect(page.locator('html')).toHaveClass(/light/);

  // The catalogue's services in the user's language: the project keeps a service's name as added.
  await page.setViewportSize({ width: 1280, height: 800 });
  await headerLink('Cart');
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  for (const [lang, name] of [
    ['it', 'Consegna al piano strada'],
    ['de', 'Lieferung bis Bordsteinkante'],
    ['en', 'Delivery to the kerb'],
  ] as const) {
    await page.getByTestId('language-select').selectOption(lang);
    await expect(page.getByRole('checkbox', { name })).toBeVisible();
  }
  // A service not taken says what it would cost (it read €0.00): delivery's €95.00 plus 2 %.
  const kitchenServices = page.getByRole('region', { name: 'Services of Modena kitchen programme' });
  const delivery = kitchenServices.getByTestId('service-price').first();
  await expect(delivery).toHaveText('+€96.90');
  await kitchenServices.getByText('Delivery to the kerb', { exact: true }).click();
  await expect(delivery).toHaveText('€96.90');
  await kitchenServices.getByText('Delivery to the kerb', { exact: true }).click();
  await expect(delivery).toHaveText('+€96.90');

  // The discount as the language writes and types it: "12,5" in German is 12.5 % (it read "7.5").
  await page.getByTestId('language-select').selectOption('de');
  const discount = page.getByRole('textbox', { name: 'Rabatt', exact: true });
  await expect(discount).toHaveValue('10');
  await discount.fill('12,5');
  await discount.press('Enter');
  await expect(discount).toHaveValue('12,5');
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByRole('textbox', { name: 'Discount', exact: true })).toHaveValue('12.5');
  const totals = expectedTotals(
    [
      { model: 'B1S', variant: 'WIDTH=600;FRONT=F04;HANDLE=H1;HFIN=BRASS;WASTE=W2', qt: 1 },
      { model: 'B1', variant: 'WIDTH=600', qt: 3 },
    ],
    '12.5',
  );
  await expect(page.getByTestId('total-goods')).toHaveText(euro(totals.totalGoods));
  await expect(page.getByTestId('total-after-discount')).toHaveText(euro(totals.goodsAfterDiscount));
});

test('a first visit straight to /itemsearch waits for the start-up guest login, then lists the catalogues', async ({
  browser,
}) => {
  // A slow guest login (a busy server): the screen's code is in long before the session exists.
  const context = await browser.newContext();
  let guestLoginAnswered = false;
  await context.route('**/api/v1/auth/guest', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
    guestLoginAnswered = true;
  });
  const refused: string[] = [];
  context.on('response', (response) => {
    // The start-up probe for a live session (auth/session) answers 401 by design; nothing else may.
    if (response.status() === 401 && !response.url().includes('/api/v1/auth/')) refused.push(response.url());
  });
  const visitor = await context.newPage();
  await visitor.goto('/itemsearch');
  await expect(visitor.getByTestId('catalog-KITCHEN')).toBeVisible({ timeout: 30_000 });
  expect(guestLoginAnswered).toBe(true);
  await expect(visitor.getByText(/Could not load the catalogues/)).toHaveCount(0);
  // Nothing was asked before there was a session to ask with.
  expect(refused).toEqual([]);
  // The tiles fill their grid cells: one width in every column, whatever each name's length.
  const tiles = visitor.getByRole('list', { name: 'Catalogues' }).getByRole('button');
  await expect(tiles).toHaveCount(5);
  const widths = await tiles.evaluateAll((buttons) =>
    buttons.map((b) => Math.round(b.getBoundingClientRect().width)),
  );
  expect(new Set(widths).size, `tile widths ${widths.join(', ')}`).toBe(1);
  await context.close();
});
