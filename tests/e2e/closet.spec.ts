import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadCatalog } from '../../core/catalog';
import { closetParts, cutList, type ClosetEdit } from '../../core/closet';
import { closetPackages, packageContentText } from '../../core/closet/packages';
import { CURRENCIES } from '../../core/locale/currencies';
import { currencyTextFormatter } from '../../core/pricing';
import {
  changeVariant,
  editCloset,
  freshProject,
  insertCloset,
  priceProjectEdit,
  type LoadedCatalog,
} from '../../core/project/edits';
import { rowCloset } from '../../core/project/closetRows';
import type { Project } from '../../core/project/schema';
import { readSample } from '../catalogs/samples';
import { ACCOUNTS, startSignedIn } from './projectsHelpers';
import { furniture } from './scenePixels';
import { navigateInApp } from './shellHelpers';

// Issue 21, the closet tool: a 2,400 mm closet built step by step in the wizard (sections, the
// divider maker, shelves, drawers, rails, sliding doors), its live price against core's pricing of
// the same edits, a refused change listed and removed, undo, save, and the reopened closet identical.

const SHOTS = 'test-results/closet';
test.describe.configure({ timeout: 180_000 });

const loaded: LoadedCatalog = {
  document: loadCatalog(readSample('closet.json')),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};
const euro = currencyTextFormatter(CURRENCIES.EUR!, 'en');

/** The same closet built with core: the price the screen must show. */
function expected(edits: ClosetEdit[]): { project: Project; net: string } {
  let project = insertCloset(freshProject(), loaded, {
    catalog: 'CLOSET',
    model: 'WARDROBE',
    variant: '',
    lang: 'en',
  });
  for (const edit of edits) project = editCloset(project, { CLOSET: loaded }, 1, edit, 'en');
  const priced = priceProjectEdit({ ...project, currency: 'EUR' }, { CLOSET: loaded });
  return { project: priced.project, net: priced.result.rows[0]!.net };
}

const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The EtichettaCollo report of a project, page by page (one label a page), as pdftotext reads it. */
async function labelPages(page: Page, token: string, project: Project): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v1/reports', {
    headers,
    data: { json1: project, reportName: 'EtichettaCollo' },
  });
  expect(created.status()).toBe(200);
  const pdf = await page.request.get(((await created.json()) as { url: string }).url, { headers });
  mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/closet-labels.pdf`;
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .filter((label) => label.trim() !== '')
    .map(spaces);
}

const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: new RegExp(`^${name}`) });

async function expectCurrent(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(step(page, name)).toHaveAttribute('aria-current', 'step');
}

async function placeAt(page: Page, add: string, y?: number) {
  await page.getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose item position' });
  if (y !== undefined)
    await dialog.getByRole('spinbutton', { name: 'Height (mm)', exact: true }).fill(String(y));
  await dialog.getByRole('button', { name: 'Place it' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a 2,400 mm closet with three sections, built in the wizard, priced as core, saved and reopened', async ({
  page,
}) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await navigateInApp(page, '/closetool');
  await expect(page.getByTestId('closet-start')).toBeVisible();
  await page.getByRole('button', { name: 'Wardrobe system' }).click();
  await expect(page).toHaveURL(/\/closetool\/1$/);
  await expectCurrent(page, 'Dimensions');
  await expect(step(page, 'Structure')).toHaveAttribute('data-started', 'true');
  await expect(step(page, 'Interior')).toHaveAttribute('data-started', 'false');

  // Structure: the size stays 2,400 x 2,360 x 600; next marks Dimensions done.
  const width = page.getByRole('spinbutton', { name: 'Width (mm)' });
  await expect(width).toHaveValue('2400');
  // A width out of range is said under the field with the range, and Apply waits for a good one.
  await width.fill('99999');
  await expect(
    page.getByText('The width must be between 300 and 6000 mm, in whole millimetres'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await width.fill('2400');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Placement and carcass');
  await expect(step(page, 'Dimensions')).toHaveAttribute('data-done', 'true');
  await page.getByRole('radio', { name: 'Pebble grey' }).click();
  await expect(page.getByRole('radio', { name: 'Pebble grey' })).toHaveAttribute('aria-checked', 'true');
  // Crossing into Interior marks Structure done and starts Interior and Sections.
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Sections');
  await expect(step(page, 'Structure')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'Interior')).toHaveAttribute('data-started', 'true');

  // Two even sections, then the divider maker splits the second into 500 + 700 mm.
  await page.getByRole('combobox', { name: 'Number of sections (evenly spaced)' }).selectOption('2');
  await expect(page.getByRole('button', { name: 'Section 2: 1200 mm' })).toBeVisible();
  await page.getByRole('button', { name: 'Section 2, 1200 mm' }).click();
  await expect(page.getByText('Section 2 is selected (1200 mm wide)')).toBeVisible();
  await page.getByRole('button', { name: 'Divider maker' }).click();
  const maker = page.getByRole('dialog', { name: 'Divider maker' });
  await maker.getByRole('spinbutton', { name: 'Part 1 width (mm)' }).fill('500');
  await expect(maker.getByRole('spinbutton', { name: 'Part 2 width (mm)' })).toHaveValue('700');
  await expect(maker.getByText('Total 1200 of 1200 mm')).toBeVisible();
  await maker.getByRole('button', { name: 'Split the section' }).click();
  // Gone, not closing: a closing dialog's backdrop would take the divider drag's pointer below.
  await expect(maker).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Section 3: 700 mm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Section 2: 500 mm' })).toBeVisible();
  // The divider between them moves with the arrow keys and with the mouse; undo puts it back.
  const divider = page.getByRole('slider', { name: 'Divider 2' });
  await expect(divider).toHaveAttribute('aria-valuenow', '1700');
  await divider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Section 3: 690 mm' })).toBeVisible();
  await expect(divider).toHaveAttribute('aria-valuetext', '1710 mm from the left');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Section 3: 700 mm' })).toBeVisible();
  const grip = (await divider.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 - 30, grip.y + grip.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Section 2: 500 mm' })).toHaveCount(0);
  expect(Number(await divider.getAttribute('aria-valuenow'))).toBeLessThan(1700);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'Section 2: 500 mm' })).toBeVisible();
  await expect(divider).toHaveAttribute('aria-valuenow', '1700');

  // Shelves, drawers and a rail at chosen heights.
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Shelves');
  await page.getByRole('button', { name: 'Section 1: 1200 mm' }).click();
  await placeAt(page, 'Add a shelf', 1000);
  await expect(page.getByText('Shelf at 1000 mm')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Drawers');
  await page.getByRole('button', { name: 'Section 3: 700 mm' }).click();
  await placeAt(page, 'Add a drawer');
  await placeAt(page, 'Add a drawer');
  await expect(page.getByText('Drawer at 200 mm, 200 mm high')).toBeVisible();
  // A drawer over the others breaks a rule: refused, worded, and its section marked on the model.
  await page.getByRole('button', { name: 'Add a drawer' }).click();
  const position = page.getByRole('dialog', { name: 'Choose item position' });
  await position.getByRole('spinbutton', { name: 'Height (mm)', exact: true }).fill('100');
  await position.getByRole('button', { name: 'Place it' }).click();
  if (await position.isVisible()) await page.keyboard.press('Escape');
  const refused = page.getByTestId('closet-errors');
  await expect(refused).toContainText('It would overlap another part in section 3');
  const marked = page.getByRole('img', { name: /^Section 3: It would overlap another part in section 3/ });
  await expect(marked).toHaveAttribute('data-section', '3');
  await page.screenshot({ path: `${SHOTS}/fault-marked-light.png`, fullPage: true });
  await refused.getByRole('button', { name: 'Remove this message' }).click();
  await expect(page.getByTestId('closet-fault')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Hanging rails');
  await page.getByRole('button', { name: 'Section 2: 500 mm' }).click();
  await placeAt(page, 'Add a hanging rail', 1800);
  await expect(page.getByText('Hanging rail at 1800 mm')).toBeVisible();

  // Fronts: merge the three sections into one area and close it with sliding doors.
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCurrent(page, 'Door type');
  await page.getByRole('button', { name: 'Merge with the next section' }).first().click();
  await page.getByRole('button', { name: 'Merge with the next section' }).first().click();
  await page.getByRole('combobox', { name: 'Sections 1–3' }).selectOption('sliding');
  await expect(page.getByTestId('closet-door')).toHaveCount(2);

  const edits: ClosetEdit[] = [
    { op: 'setSections', count: 2 },
    { op: 'splitSection', section: 2, widths: [500, 700] },
    { op: 'placeShelf', section: 1, y: 1000, thickness: 18 },
    { op: 'placeItem', type: 'drawer', section: 3, y: 0, height: 200 },
    { op: 'placeItem', type: 'drawer', section: 3, y: 200, height: 200 },
    { op: 'placeItem', type: 'rail', section: 2, y: 1800, height: 40 },
    { op: 'merge', from: 1, to: 2 },
    { op: 'merge', from: 1, to: 3 },
    { op: 'setFrontal', type: 'sliding', from: 1, to: 3, panels: 2 },
  ];
  let { project: built } = expected([]);
  built = changeVariant(built, { CLOSET: loaded }, 1, 'CARCASS', 'CG', 'en');
  for (const edit of edits) built = editCloset(built, { CLOSET: loaded }, 1, edit, 'en');
  const net = priceProjectEdit({ ...built, currency: 'EUR' }, { CLOSET: loaded }).result.rows[0]!.net;
  const price = page.getByTestId('closet-price');
  await expect(price).toContainText(euro(net));
  await expect(price).toContainText('Valid closet');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/wizard-doors-light.png`, fullPage: true });

  // A change the catalogue's rules forbid: refused, listed at its step, removable; nothing changed.
  await step(page, 'Dimensions').click();
  await page.getByRole('spinbutton', { name: 'Depth (mm)' }).fill('500');
  await page.getByRole('button', { name: 'Apply' }).click();
  const errors = page.getByTestId('closet-errors');
  await expect(errors).toContainText('Dimensions: Hanging rails need a depth of at least 550 mm');
  await expect(page.getByRole('spinbutton', { name: 'Depth (mm)' })).toHaveValue('600');
  await expect(price).toContainText(euro(net));
  await errors.getByRole('button', { name: 'Remove this message' }).click();
  await expect(errors).toHaveCount(0);

  // Undo takes the sliding doors off again; redo puts them back.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('closet-door')).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('closet-door')).toHaveCount(2);
  await expect(price).toContainText(euro(net));

  // Save, open the stored project again: the same closet at the same price.
  const saving = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/projects') && r.request().method() === 'POST',
  );
  await page.getByTestId('save-project').click();
  expect((await saving).status()).toBe(201);
  const { id } = (await (await saving).json()) as { id: number };
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false', {
    timeout: 20_000,
  });
  const login = await page.request.post('/api/v1/auth/login', { data: ACCOUNTS.seller5 });
  const token = ((await login.json()) as { sessionId: string }).sessionId;
  const reply = await page.request.get(`/api/v1/projects/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const saved = ((await reply.json()) as { project: Project }).project;
  expect(saved.rows[0]!.closet).toEqual(built.rows[0]!.closet);
  expect(saved.rows[0]!.var).toBe(built.rows[0]!.var);

  await page.goto('/home');
  await page.getByTestId('home-open-projects').click();
  await page
    .getByRole('button', { name: /^Open project: / })
    .first()
    .click();
  await expect(page.getByText('WR-2400x2360')).toBeVisible();
  // The saved closet in the room, drawn part by part from core's parts (the screenshot looked at).
  await navigateInApp(page, '/configurator3d');
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  expect(await furniture(page, 1)).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS}/room-3d-light.png` });
  await navigateInApp(page, '/closetool/1');
  await expect(page).toHaveURL(/\/closetool\/1$/);
  await expectCurrent(page, 'Dimensions');
  await expect(page.getByTestId('closet-door')).toHaveCount(2);
  await expect(price).toContainText(euro(net));
  await step(page, 'Sections').click();
  for (const [n, w] of [
    [1, 1200],
    [2, 500],
    [3, 700],
  ] as const) {
    await expect(page.getByRole('button', { name: `Section ${n}: ${w} mm` })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/reopened-sections-light.png`, fullPage: true });

  // The BOM: core's cut list of the same closet (panels with sizes and edges, fittings).
  await page.getByRole('button', { name: 'Parts list (BOM)' }).click();
  const bom = page.getByRole('dialog', { name: 'Parts list' });
  const lines = cutList(closetParts(rowCloset(built.rows[0]!)!));
  await expect(bom.getByTestId('closet-bom').getByRole('row')).toHaveCount(lines.length + 1);
  await expect(bom.getByRole('row', { name: /^Side panel 2360 × 600 × 18 1 2$/ })).toBeVisible();
  await expect(bom.getByRole('row', { name: /^Sliding door/ })).toHaveCount(2);
  await expect(bom.getByTestId('closet-fittings')).toContainText('Drawer runners (pair)2');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/bom-light.png` });
  // Its packages: the labels the EtichettaCollo report prints for the saved closet, one card each.
  const packed = closetPackages(closetParts(rowCloset(built.rows[0]!)!));
  const labels = await labelPages(page, token, saved);
  expect(labels).toHaveLength(packed.length);
  await bom.getByRole('tab', { name: /^Packages/ }).click();
  const cards = bom.getByRole('list', { name: 'Packages' }).getByTestId('closet-package');
  await expect(cards).toHaveCount(packed.length);
  for (const [index, pkg] of packed.entries()) {
    const name = `Package ${index + 1} of ${packed.length}`;
    const card = bom.getByRole('listitem', { name, exact: true });
    const lines = packageContentText(pkg, 'en');
    await expect(card.getByRole('listitem')).toHaveText(lines);
    await expect(card).toContainText(pkg.weight > 0 ? `${pkg.weight.toFixed(1)} kg` : 'not weighed');
    expect(labels[index]).toContain(name);
    for (const line of lines) expect(labels[index]).toContain(spaces(line));
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/bom-packages-light.png` });
  await bom.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(bom).toHaveCount(0);
  // The packages in dark on a phone: the cards fit its width, nothing scrolls sideways.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Parts list (BOM)' }).click();
  await bom.getByRole('tab', { name: /^Packages/ }).click();
  await expect(cards).toHaveCount(packed.length);
  const sideways = await cards.evaluateAll((all) =>
    Math.max(...all.map((card) => card.getBoundingClientRect().right - window.innerWidth)),
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/bom-packages-phone-dark.png` });
  await bom.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(bom).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Switch to light mode' }).click();

  // Dark, a phone, Italian and German: the same screen, its texts translated, nothing cut off.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.getByRole('button', { name: 'Section 1: 1200 mm' }).click();
  await page.getByRole('button', { name: 'Divider maker' }).click();
  await expect(page.getByRole('dialog', { name: 'Divider maker' })).toBeVisible();
  await page.waitForTimeout(400); // the dialog's entry animation
  await page.screenshot({ path: `${SHOTS}/divider-maker-dark.png` });
  await page.getByRole('dialog', { name: 'Divider maker' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Divider maker' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sections-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('closet-model')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/sections-phone-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Vani');
  await expect(page.getByRole('button', { name: 'Crea divisori' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sections-it-dark.png`, fullPage: true });
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Fächer');
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sections-de-dark.png`, fullPage: true });
  // seller5 is shared by the other specs, and the language chosen is stored with the account.
  const stored = page.waitForResponse((r) => r.url().endsWith('/profile/language') && r.ok());
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await stored;
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Sections');
  // The closet in the room in dark, on a desk screen and on a phone (looked at).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await navigateInApp(page, '/configurator3d');
  expect(await furniture(page, 1)).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS}/room-3d-dark.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/room-3d-phone-dark.png` });
});
