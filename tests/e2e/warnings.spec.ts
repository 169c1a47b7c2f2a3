import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { apiToken, search, seedProject, startSignedIn } from './projectsHelpers';

// Issue 23, the warnings dialog: the offer's Warnings button lists the project's rule and price
// warnings in one list (800 wide), each leading to its row's configurator. The add-link dialog
// (400 wide) gives a /do link that opens a row's article again.

const SHOTS = 'test-results/warnings';
const TITLE = 'Warnings journey';
const kitchen = loadCatalog(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/catalogs/kitchen.json'), 'utf8')),
);

test('the warnings dialog lists a row without a price and leads to its configurator', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'seller5');
  const good = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=600', { priceList: 'RETAIL-EUR' });
  const row = (uniqueid: number, erp: typeof good.erp) => ({
    uniqueid,
    boxid: uniqueid,
    catalog: 'KITCHEN',
    model: 'B1',
    cod: 'B1',
    erp,
    var: good.variant,
    rule: [],
  });
  await seedProject(request, token, {
    des: TITLE,
    status: 'assigned',
    currency: 'EUR',
    rows: [row(1, good.erp), row(2, [])],
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {}, vat: '22' },
  });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await search(page, TITLE);
  await page.getByRole('button', { name: `Open project: ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/offerview$/);
  await expect(page.getByTestId('offer-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Warnings' }).click();
  const dialog = page.getByRole('dialog', { name: '1 warning' });
  await expect(dialog).toBeVisible();
  // Spec 2 and 9: 800 wide at most.
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(800);
  const warning = dialog.getByTestId('warning');
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText('Price');
  await expect(warning).toContainText('Row 2 · Base unit with doors B1');
  await expect(warning).toContainText('The article has no price');
  await page.screenshot({ path: `${SHOTS}/warnings-light-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/warnings-light-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await warning.getByRole('button', { name: 'Go to row 2' }).click();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(dialog).toHaveCount(0);
});

test("the add-link dialog gives a /do link that opens the row's article again", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await apiToken(request, 'seller5');
  const result = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=450', { priceList: 'RETAIL-EUR' });
  const title = 'Add-link journey';
  await seedProject(request, token, {
    des: title,
    status: 'assigned',
    currency: 'EUR',
    rows: [
      {
        uniqueid: 1,
        boxid: 1,
        catalog: 'KITCHEN',
        model: 'B1',
        cod: 'B1-450',
        erp: result.erp,
        var: result.variant,
        rule: [],
      },
    ],
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {}, vat: '22' },
  });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await search(page, title);
  await page.getByRole('button', { name: `Open project: ${title}` }).click();
  await expect(page.getByTestId('offer-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Actions for Base unit 450 mm' }).click();
  await page.getByRole('menuitem', { name: 'Link to this article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to this article' });
  await expect(dialog).toBeVisible();
  // Spec 2: the add-link dialog is 400 wide.
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(400);
  const url = await dialog.getByTestId('add-link-url').inputValue();
  expect(new URL(url).pathname + new URL(url).search).toBe(
    '/do/insertArticle?catalog=KITCHEN&model=B1&article=B1-450',
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.screenshot({ path: `${SHOTS}/add-link-light-1280.png` });

  // Followed, the link adds the article to a project and opens its configurator.
  await page.goto(url);
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('450');
});
