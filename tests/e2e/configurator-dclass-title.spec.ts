import { expect, test } from '@playwright/test';
import { waitForApp } from './shellHelpers';

// The dClass dialog (the fronts' "Choose") is titled with the variable's name a seller knows, and no
// configuration code: its subtitle used to read "Class FrontSwatches".

test('the Choose dialog names the variable, not the configuration class', async ({ page }) => {
  await page.goto('/do/insertArticle?catalog=KITCHEN&article=B1-600');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Front finish', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sage green, matt lacquer' })).toBeVisible();
  await expect(dialog).not.toContainText('FrontSwatches');
  await expect(dialog).not.toContainText(/\bClass\b/);
});
