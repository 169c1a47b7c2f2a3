import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { CURRENCIES } from '../../core/locale/currencies';
import { currencyTextFormatter, repriceProject, type Campaign } from '../../core/pricing';
import { loadProject } from '../../core/project/load';
import { apiToken, search, seedProject, startSignedIn } from './projectsHelpers';

// Issue 23, promotions: the HQ administrator creates a campaign on /promotions (a bad percent is
// refused with its reason), the offer's row and totals show it and its saving, the offer PDF prints
// it, and ending it puts the list price back. A seller of another shop never sees it.

const SHOTS = 'test-results/promotions';
const TITLE = 'Promotion journey';
const CODE = 'SPRING-E2E';
const kitchen = loadCatalog(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/catalogs/kitchen.json'), 'utf8')),
);
const euro = currencyTextFormatter(CURRENCIES.EUR!, 'en');
const spaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
const today = new Date().toISOString().slice(0, 10);

let page: Page;
let projectId: number;
let token: string;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  page = await browser.newPage();
});
test.afterAll(async ({ playwright }) => {
  await page.close();
  // Suites after this one price HQ's projects: no campaign of this one may keep running, even when a
  // test above failed before ending it.
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 8181}`,
  });
  const admin = await apiToken(api, 'admin');
  const headers = { authorization: `Bearer ${admin}` };
  const { campaigns } = (await (await api.get('/api/v1/admin/promotions', { headers })).json()) as {
    campaigns: Campaign[];
  };
  for (const campaign of campaigns.filter((c) => c.validTo === null || c.validTo >= today))
    await api.post(`/api/v1/admin/promotions/${campaign.id}/end`, { headers });
  await api.dispose();
});

/** Core's totals of the stored project, with and without the campaign. */
async function expected(request: Parameters<typeof apiToken>[0], campaigns: Campaign[]) {
  const stored = await request.get(`/api/v1/projects/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await stored.json()) as { project: Record<string, unknown>; id: number; status: string };
  return repriceProject(loadProject({ ...body.project, id: body.id, status: body.status }), {
    campaigns,
    today,
  });
}

async function openProject(on: Page = page) {
  await on.goto('/projects');
  await search(on, TITLE);
  await on.getByRole('button', { name: `Open project: ${TITLE}` }).click();
  await expect(on).toHaveURL(/\/offerview$/);
  await expect(on.getByTestId('offer-row')).toHaveCount(1);
}

test('an administrator creates a campaign; a bad percent is refused with its reason', async ({ request }) => {
  test.setTimeout(90_000);
  token = await apiToken(request, 'admin');
  const result = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=600', { priceList: 'RETAIL-EUR' });
  ({ id: projectId } = await seedProject(request, token, {
    des: TITLE,
    status: 'assigned',
    currency: 'EUR',
    rows: [
      {
        uniqueid: 1,
        boxid: 1,
        catalog: 'KITCHEN',
        model: 'B1',
        cod: 'B1',
        erp: result.erp,
        var: result.variant,
        rule: [],
      },
    ],
    customerFields: {
      rows: [{ uniqueid: 1, vat: '0', checkVat: false, ntp: false, qt: 3 }],
      notes: '',
      servicesRows: {},
      catalogsRows: {},
      vat: '22',
    },
  }));
  await startSignedIn(page, 'admin', { customerAssignment: false });
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/empty-light-1366.png` });

  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('region', { name: 'New campaign' });
  await form.getByLabel('Code').fill(CODE);
  await form.getByLabel('Discount %').fill('150');
  await form.getByLabel('Description').fill('Spring kitchens');
  await form.getByLabel('Catalogues').fill('kitchen');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByText('A percent more than 0 and at most 100, like 10 or 12.5')).toBeVisible();
  await form.getByLabel('Discount %').fill('10');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(`Campaign ${CODE} saved`)).toBeVisible();
  const card = page.getByTestId('campaign').filter({ hasText: CODE });
  await expect(card).toContainText('Running');
  await expect(card).toContainText('−10 %');
  await expect(card).toContainText('KITCHEN');

  // The same code again: the server refuses it, and the form says so.
  await page.getByRole('button', { name: 'New campaign' }).click();
  await form.getByLabel('Code').fill(CODE.toLowerCase());
  await form.getByLabel('Discount %').fill('5');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByText(`A campaign with the code ${CODE.toLowerCase()} exists already`)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('the offer shows the campaign on the row and in the totals; the PDF prints it', async ({ request }) => {
  test.setTimeout(120_000);
  await openProject();
  const campaign: Campaign = {
    id: 0,
    cod: CODE,
    des: 'Spring kitchens',
    percent: '10',
    catalogs: ['KITCHEN'],
    validFrom: today,
    validTo: null,
  };
  const promoted = await expected(request, [campaign]);
  const list = await expected(request, []);
  const saving = promoted.rows[0]!.promotion!.saving;
  expect(promoted.totals.totalGoods).not.toBe(list.totals.totalGoods);
  await expect(page.getByTestId('row-promotion')).toHaveText(
    `Promotion Spring kitchens (−10 %): you save ${euro(saving)}`,
  );
  await expect(page.getByTestId('row-total')).toHaveText(euro(promoted.rows[0]!.net));
  await expect(page.getByTestId('total-goods')).toHaveText(euro(promoted.totals.totalGoods));
  await expect(page.getByTestId('total-promotion')).toHaveText(euro(`-${saving}`));
  await page.screenshot({ path: `${SHOTS}/offer-light-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('row-promotion')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offer-light-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Generate offer' }).click();
  const file = `${SHOTS}/order_merge.pdf`;
  await (await downloading).saveAs(file);
  const text = spaces(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
  // Under the row's lines, its own line: code, name and percent, and the saving as a negative amount.
  const line = text.split('\n').find((l) => l.includes(`Promotion: Spring kitchens (-10%)`));
  expect(line).toContain(CODE);
  expect(line?.trim().endsWith(spaces(euro(`-${saving}`)))).toBe(true);
  expect(text).toContain(spaces(euro(promoted.totals.totVatI)));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, `${SHOTS}/order_merge`]);
});

/** Item search's base units in the open project's catalogue, and the tip of the B1-300 tile. */
async function tileOfB1300(on: Page = page) {
  await on.getByRole('link', { name: 'Item search' }).first().click();
  await on.getByTestId('catalog-KITCHEN').click();
  await on.getByTestId('classification-BASE').click();
  const tile = on.getByTestId('article-B1-300');
  await tile.hover();
  return tile;
}

test('the configurator and the item search tiles show the campaign where they show a price', async ({
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // Its own browser context: the configurator leaves a draft, which must not ask the next tests'
  // page "Restore unsaved work?".
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSignedIn(page, 'admin', { customerAssignment: false, toProjects: false });
  await openProject(page);
  const campaign: Campaign = {
    id: 0,
    cod: CODE,
    des: 'Spring kitchens',
    percent: '10',
    catalogs: ['KITCHEN'],
    validFrom: today,
    validTo: null,
  };
  const promoted = (await expected(request, [campaign])).rows[0]!;
  const list = (await expected(request, [])).rows[0]!;
  expect(promoted.unitNet).not.toBe(list.unitNet);
  await page.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/\/configurator$/);
  // One article's price is the promoted one, and the campaign is named under it with its saving.
  const summary = page.getByRole('complementary', { name: 'Article summary' });
  await expect(summary.getByTestId('row-price')).toHaveText(euro(promoted.unitNet));
  await expect(summary.getByTestId('row-promotion')).toHaveText(
    `Promotion Spring kitchens (−10 %): you save ${euro(promoted.promotion!.saving)}`,
  );
  await page.screenshot({ path: `${SHOTS}/configurator-light-1280.png` });

  // A tile's price is what the row inserting it gets: 235.10 less 10 % (core rounds the saving).
  const tile = await tileOfB1300(page);
  await expect(tile.getByTestId('item-tip')).toHaveText('from €211.59 · 300 × 870 × 580 mm');
  await expect(tile.getByTestId('item-promotion')).toHaveText(
    'Promotion Spring kitchens (−10 %), list price €235.10',
  );
  await page.screenshot({ path: `${SHOTS}/item-search-light-1280.png` });
  await context.close();
});

test('a seller of another shop gets list prices', async ({ request }) => {
  const seller = await apiToken(request, 'seller5');
  const reply = await request.get('/api/v1/promotions/shop', {
    headers: { authorization: `Bearer ${seller}` },
  });
  expect(((await reply.json()) as { campaigns: unknown[] }).campaigns).toEqual([]);
});

test('ending the campaign asks first, then the offer is at list price again', async ({ request }) => {
  test.setTimeout(90_000);
  await page.goto('/promotions');
  const card = page.getByTestId('campaign').filter({ hasText: CODE });
  await card.getByRole('button', { name: `End ${CODE}` }).click();
  await expect(page.getByText(`End the campaign ${CODE} now?`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(card).toContainText('Ended');
  // Created and ended the same day: it never ran, and says so instead of dates running backwards.
  await expect(card).toContainText('ended before it started');
  await expect(card.getByRole('button', { name: `End ${CODE}` })).toHaveCount(0);

  await openProject();
  const list = await expected(request, []);
  await expect(page.getByTestId('row-promotion')).toHaveCount(0);
  await expect(page.getByTestId('total-promotion')).toHaveCount(0);
  await expect(page.getByTestId('total-goods')).toHaveText(euro(list.totals.totalGoods));
  // And the tiles: the list price, no campaign named.
  const tile = await tileOfB1300();
  await expect(tile.getByTestId('item-tip')).toHaveText('from €235.10 · 300 × 870 × 580 mm');
  await expect(tile.getByTestId('item-promotion')).toHaveCount(0);
});

test('the promotions screen at 360, 1366 and 1920 px, light and dark', async () => {
  test.setTimeout(90_000);
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'New campaign' }).click();
  for (const scheme of ['light', 'dark'] as const) {
    const dark = ((await page.locator('html').getAttribute('class')) ?? '').includes('dark');
    if (dark !== (scheme === 'dark')) await page.getByTestId('color-mode-toggle').click();
    for (const width of [360, 1366, 1920]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await expect(page.getByTestId('campaign').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/promotions-${scheme}-${width}.png`, fullPage: true });
    }
  }
});
