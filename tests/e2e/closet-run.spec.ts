import { expect, test, type Page } from '@playwright/test';
import { CURRENCIES } from '../../core/locale/currencies';
import { currencyTextFormatter } from '../../core/pricing';
import { priceProjectEdit } from '../../core/project/edits';
import { closetCatalog, twoWardrobes } from '../support/closetProjects';
import type { Project } from '../../core/project/schema';
import { ACCOUNTS, startSignedIn } from './projectsHelpers';
import { navigateInApp } from './shellHelpers';

// Issue 21, multi-closet: two closets of the project in one run, first around a corner (corner
// filler, end filler, refusals worded), then side by side sharing a side panel; one price as core
// computes it; each closet opens in the closet tool.

const SHOTS = 'test-results/closet';
test.describe.configure({ timeout: 180_000 });

const euro = currencyTextFormatter(CURRENCIES.EUR!, 'en');
const cents = (text: string) => Math.round(Number(text) * 100);

/** Two default closets priced by core: each one's net and its divider panel's unit price. */
function corePrices() {
  const priced = priceProjectEdit({ ...twoWardrobes(), currency: 'EUR' }, { CLOSET: closetCatalog });
  const net = cents(priced.result.rows[0]!.net);
  const side = cents(priced.project.rows[0]!.erp.find((l) => l.cod === 'CL-DIVIDER')!.punit);
  const filler = cents(
    closetCatalog.document.priceLists
      .find((l) => l.cod === 'RETAIL-EUR')!
      .prices.find((p) => p.article === 'CL-FILLER')!.price,
  );
  return { net, side, filler };
}

async function newCloset(page: Page, id: number) {
  await navigateInApp(page, '/closetool');
  await page.getByTestId('closet-start').getByRole('button', { name: 'Wardrobe system' }).click();
  await expect(page).toHaveURL(new RegExp(`/closetool/${id}$`));
}

/** The header's link to the closet tool (the desk layout shows the navigation bar). */
const closetsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Closets' });

async function setLength(page: Page, wall: number, mm: number) {
  const field = page.getByRole('spinbutton', { name: `Wall ${wall} length (mm)` });
  await field.fill(String(mm));
  await field.press('Tab');
}

test('two closets in one run: a corner, then a shared side, priced as core; each opens in the tool', async ({
  page,
}) => {
  const { net, side, filler } = corePrices();
  await startSignedIn(page, 'seller5', { toProjects: false });
  await newCloset(page, 1);
  await newCloset(page, 2);
  await navigateInApp(page, '/configuratorMulticloset');
  await expect(page.getByRole('heading', { name: 'Multi-closet run' })).toBeVisible();
  const price = page.getByTestId('run-price');
  // A zero too many: refused under the field with the range, the typed figure kept, nothing sent.
  await setLength(page, 1, 99999);
  await expect(
    page.getByText('A wall of the run must be between 1 and 20000 mm long, in whole millimetres'),
  ).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Wall 1 length (mm)' })).toHaveValue('99999');
  await expect(page.getByText(/too_big/)).toHaveCount(0);

  // Wall 1 with closet 1: the run costs what the closet costs.
  await page.getByRole('combobox', { name: 'Add a closet to wall 1' }).selectOption({ index: 1 });
  await expect(page.getByTestId('run-closet')).toHaveCount(1);
  await expect(price).toContainText(euro(String(net / 100)));

  // Around the corner: closet 2 on wall 2. 1,600 mm before the corner is too wide for a filler.
  await page.getByRole('button', { name: 'Add a wall around the corner' }).click();
  await expect(page.getByRole('combobox', { name: 'Corner between walls 1 and 2' })).toHaveValue('filler');
  await page.getByRole('combobox', { name: 'Add a closet to wall 2' }).selectOption({ index: 1 });
  await expect(page.getByRole('alert')).toContainText(
    'The closets on wall 1 end 1600 mm before the corner; a filler closes at most 150 mm',
  );
  await setLength(page, 1, 2450);
  // Behind closet 1's 600 mm depth and the 100 mm corner filler, 2,400 mm do not fit in 3,000.
  await expect(page.getByRole('alert')).toContainText(
    'The closets on wall 2 need 3100 mm; the wall is 3000 mm',
  );
  await setLength(page, 2, 3200);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('run-filler')).toHaveCount(2);
  await expect(page.getByTestId('run-summary')).toHaveText('Shared side panels: 0 · Filler panels: 2');
  await expect(price).toContainText(euro(String((2 * net + 2 * filler) / 100)));
  await page.screenshot({ path: `${SHOTS}/run-corner.png`, fullPage: true });

  // A blind corner is refused: the closets' hinged doors would clash there.
  const corner = page.getByRole('combobox', { name: 'Corner between walls 1 and 2' });
  await corner.selectOption('blind');
  await expect(page.getByRole('alert')).toContainText(
    'Hinged doors at the corner between walls 1 and 2 would clash; use a corner filler',
  );
  await corner.selectOption('filler');
  await expect(page.getByTestId('run-filler')).toHaveCount(2);

  // Both on one 5,000 mm wall: the second shares the first's side, one side panel less.
  await page.getByRole('button', { name: 'Remove the last wall' }).click();
  await setLength(page, 1, 5000);
  await page.getByRole('combobox', { name: 'Add a closet to wall 1' }).selectOption({ index: 1 });
  await expect(page.getByTestId('run-closet')).toHaveCount(2);
  await expect(page.getByTestId('run-closet').nth(1)).toHaveAttribute('data-shares-left', 'true');
  await expect(page.getByTestId('run-summary')).toHaveText('Shared side panels: 1 · Filler panels: 0');
  await expect(price).toContainText(euro(String((2 * net - side) / 100)));
  await page.screenshot({ path: `${SHOTS}/run-shared.png`, fullPage: true });

  // Each closet opens in the closet tool.
  await page.getByRole('button', { name: /^Open 2\. .* in the closet tool$/ }).click();
  await expect(page).toHaveURL(/\/closetool\/2$/);
  await expect(page.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue('2400');
});

test('the run is saved with the project: a corner run undoes, saves and comes back after a reload', async ({
  page,
}) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await newCloset(page, 1);
  await newCloset(page, 2);
  await navigateInApp(page, '/configuratorMulticloset');
  const marker = page.getByTestId('unsaved-marker');
  await page.getByRole('combobox', { name: 'Add a closet to wall 1' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add a wall around the corner' }).click();
  await page.getByRole('combobox', { name: 'Add a closet to wall 2' }).selectOption({ index: 1 });
  await setLength(page, 1, 2450);
  await setLength(page, 2, 3200);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('run-filler')).toHaveCount(2);
  await expect(marker).toHaveAttribute('data-unsaved', 'true');

  // Each change of the run is an edit of the project: undo takes the last length back, redo again.
  await page.getByRole('heading', { name: 'Multi-closet run' }).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('spinbutton', { name: 'Wall 2 length (mm)' })).toHaveValue('3000');
  await expect(page.getByRole('alert')).toContainText('The closets on wall 2 need 3100 mm');
  await page.keyboard.press('Control+y');
  await expect(page.getByRole('spinbutton', { name: 'Wall 2 length (mm)' })).toHaveValue('3200');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A blind corner beside the hinged doors: shown, and the save is refused in the same words; the
  // project is not sent and stays unsaved.
  const corner = page.getByRole('combobox', { name: 'Corner between walls 1 and 2' });
  const clash = 'Hinged doors at the corner between walls 1 and 2 would clash; use a corner filler';
  await corner.selectOption('blind');
  await expect(page.getByRole('alert').filter({ hasText: clash })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/projects') && r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
  });
  await page.getByTestId('save-project').click();
  await expect(page.getByTestId('toast').filter({ hasText: clash })).toBeVisible();
  expect(sent).toEqual([]);
  await expect(marker).toHaveAttribute('data-unsaved', 'true');
  await page.screenshot({ path: `${SHOTS}/run-blind-save-refused.png`, fullPage: true });
  // A filler corner instead: the save goes through.
  await corner.selectOption('filler');
  await expect(page.getByTestId('run-filler')).toHaveCount(2);
  // The run's own alert goes (the refused save's toast, "Save failed: ...", may still be showing).
  await expect(page.getByRole('alert').filter({ hasText: /^Hinged doors/ })).toHaveCount(0);

  const saving = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/projects') && r.request().method() === 'POST',
  );
  await page.getByTestId('save-project').click();
  expect((await saving).status()).toBe(201);
  const { id } = (await (await saving).json()) as { id: number };
  await expect(marker).toHaveAttribute('data-unsaved', 'false', { timeout: 20_000 });
  const login = await page.request.post('/api/v1/auth/login', { data: ACCOUNTS.seller5 });
  const token = ((await login.json()) as { sessionId: string }).sessionId;
  const reply = await page.request.get(`/api/v1/projects/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const saved = ((await reply.json()) as { project: Project }).project;
  expect(saved.closetRun).toEqual({
    walls: [
      { length: 2450, closets: ['1'] },
      { length: 3200, closets: ['2'] },
    ],
    corners: ['filler'],
  });

  // A reload, the project opened again: the same walls, closets and corner.
  await page.reload();
  await page.goto('/home');
  await page.getByTestId('home-open-projects').click();
  await page
    .getByRole('button', { name: /^Open project: / })
    .first()
    .click();
  // Opening a project shows its offer; the run is two clicks away: the header's closets, the run.
  await expect(page.getByRole('heading', { name: 'Offer' })).toBeVisible();
  await closetsLink(page).click();
  await expect(page.getByRole('heading', { name: "This project's closets" })).toBeVisible();
  await page.getByRole('button', { name: 'Lay out the run' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Wall 1 length (mm)' })).toHaveValue('2450');
  await expect(page.getByRole('spinbutton', { name: 'Wall 2 length (mm)' })).toHaveValue('3200');
  await expect(page.getByRole('combobox', { name: 'Corner between walls 1 and 2' })).toHaveValue('filler');
  await expect(page.getByTestId('run-closet')).toHaveCount(2);
  await expect(page.getByTestId('run-filler')).toHaveCount(2);
  await expect(page.getByTestId('run-summary')).toHaveText('Shared side panels: 0 · Filler panels: 2');
  await expect(marker).toHaveAttribute('data-unsaved', 'false');
  await page.screenshot({ path: `${SHOTS}/run-reopened.png`, fullPage: true });
});

test('a seller reaches the closet tool by links: the header, item search, the run and the offer', async ({
  page,
}) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await page.getByTestId('home-item-search').click();
  // The header's Closets: the closet systems to start from; no project yet, so no closets of its own.
  await closetsLink(page).click();
  await expect(page.getByTestId('closet-start')).toBeVisible();
  await expect(closetsLink(page)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: "This project's closets" })).toHaveCount(0);

  // Item search: a wardrobe article is a closet, so it opens in the closet tool at its preset width.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Item search' })
    .click();
  await page.getByTestId('catalog-CLOSET').click();
  await page.getByTestId('classification-WARDROBES').click();
  await page.getByTestId('article-WR-HINGED-1800').getByRole('button', { name: /Add/ }).click();
  await expect(page).toHaveURL(/\/closetool\/1$/);
  await expect(page.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue('1800');

  // From the wizard to the run, where the new closet is ready to place.
  await page.getByRole('button', { name: 'Lay out the run' }).click();
  await expect(page.getByRole('heading', { name: 'Multi-closet run' })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Add a closet to wall 1' }).getByRole('option'),
  ).toHaveCount(2);

  // The header's Closets again: the project's closet is listed and opens where it was.
  await closetsLink(page).click();
  await page.getByRole('button', { name: /^Open 1\. .* in the closet tool$/ }).click();
  await expect(page).toHaveURL(/\/closetool\/1$/);
  await expect(page.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue('1800');

  // The offer's Configure on a closet row opens the closet tool, not the plain configurator.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cart' }).click();
  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/\/closetool\/1$/);
  await expect(page.getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue('1800');
  await page.screenshot({ path: `${SHOTS}/reached-from-offer.png`, fullPage: true });
});
