import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './shellHelpers';

// A room's sizes keep within core's limits (core/room/limits.ts), and a room core refuses is said in
// the person's language: the room design dialog in Italian, as an Italian seller sees it.

let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});
test.afterAll(() => page.close());

test('room design in Italian: a notch core refuses and a room height out of limits, said in Italian', async () => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await page.getByTestId('home-new-project').click();
  const roomDesign = page.getByRole('dialog', { name: 'Disegno della stanza' });
  await roomDesign.getByRole('radio', { name: 'Angolo rientrante NO' }).click();
  const create = roomDesign.getByRole('button', { name: 'Crea stanza' });
  await expect(create).toBeEnabled();

  // The north wall as long as the south one leaves no room for the notch: core's sentence, in Italian.
  await roomDesign.getByRole('textbox', { name: 'Nord' }).fill('5000');
  await expect(roomDesign.getByTestId('room-error')).toHaveText(
    'La parete nord (5000) deve essere più corta della parete sud (5000) per lasciare spazio all’angolo NO',
  );
  await expect(create).toBeDisabled();
  await roomDesign.getByRole('textbox', { name: 'Nord' }).fill('3000');
  await expect(roomDesign.getByTestId('room-error')).toHaveCount(0);

  // 27000 typed for 2700: said under the field, as the plan writes lengths.
  await roomDesign.getByRole('textbox', { name: 'Altezza della stanza (mm)' }).fill('27000');
  await expect(roomDesign.getByText('Tra 500 mm e 10000 mm')).toBeVisible();
  await expect(create).toBeDisabled();
  await roomDesign.getByRole('textbox', { name: 'Nord' }).fill('60000');
  await expect(roomDesign.getByText('Tra 100 mm e 50000 mm')).toBeVisible();
  await page.screenshot({ path: 'test-results/room-limits/room-design-it.png' });
  await roomDesign.getByRole('textbox', { name: 'Nord' }).fill('3000');
  await roomDesign.getByRole('textbox', { name: 'Altezza della stanza (mm)' }).fill('2600');
  await create.click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });
});
