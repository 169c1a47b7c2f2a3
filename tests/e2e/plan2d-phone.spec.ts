import { expect, test } from '@playwright/test';
import { navigateInApp, newRectangularRoom } from './shellHelpers';

// The 2D plan's toolbar on a 390 px phone: one row that scrolls sideways (wrapped, it took three rows
// above the plan), every control still reached with Tab, by its accessible name, and shown when
// focused.

test.use({ viewport: { width: 390, height: 800 } });

test('the plan toolbar is one scrolling row on a phone, every control reached by Tab', async ({ page }) => {
  test.setTimeout(90_000);
  await newRectangularRoom(page, { width: 4000, depth: 3000 });
  await navigateInApp(page, '/configurator2d');
  const toolbar = page.getByRole('toolbar', { name: 'Tools' });
  await expect(toolbar).toBeVisible();

  const controls = [
    toolbar.getByRole('button', { name: 'Select', exact: true }),
    toolbar.getByRole('button', { name: 'Select area' }),
    toolbar.getByRole('button', { name: 'Draw walls' }),
    toolbar.getByRole('button', { name: 'Room shape…' }),
    toolbar.getByRole('button', { name: 'Zoom out' }),
    toolbar.getByRole('button', { name: 'Zoom in' }),
    toolbar.getByRole('button', { name: 'Fit to room' }),
    toolbar.getByRole('button', { name: 'Layers' }),
    toolbar.getByRole('button', { name: 'Dimensions' }),
    toolbar.getByLabel('Snap'),
    toolbar.getByLabel('Collision'),
    toolbar.getByRole('combobox', { name: 'Scale' }),
    toolbar.getByRole('link', { name: 'View in 3D' }),
  ];

  // One row: every control's middle at the same height, the strip no taller than one control row.
  const middles: number[] = [];
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    middles.push(box.y + box.height / 2);
  }
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
  expect((await toolbar.boundingBox())!.height).toBeLessThan(64);
  // It does not fit: it scrolls, the page does not.
  expect(await toolbar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Tab walks the strip in order; the focused control scrolls into view.
  await controls[0]!.focus();
  for (const [i, control] of controls.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    // A switch's focus is on its visually hidden input: its label is what shows.
    const shown = (await control.evaluate((el) => el.getAttribute('type') === 'checkbox'))
      ? control.locator('xpath=ancestor::label[1]')
      : control;
    await expect(shown).toBeInViewport({ ratio: 0.9 });
  }
  await page.screenshot({ path: 'test-results/plan2d/toolbar-phone-390.png' });
});
