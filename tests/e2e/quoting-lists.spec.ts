import { expect, test, type Locator, type Page } from '@playwright/test';

// The configurator's value buttons and the offer's virtual list as a user meets them (issue 10's
// performance work made both plain elements styled once, with the state in attributes): pressing a
// value by mouse and keyboard, its look and focus ring, and an offer longer than the screen that
// places its rows one under another while scrolling, with each row's controls still working.

let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(() => page.close());

const ROWS = 30;

/** The top and bottom of each rendered slot of the offer list, in list order. */
function slots(list: Locator) {
  return list.evaluate((element) =>
    [...element.children]
      .map((slot) => ({
        index: Number((slot as HTMLElement).dataset.index),
        top: slot.getBoundingClientRect().top,
        bottom: slot.getBoundingClientRect().bottom,
      }))
      .sort((a, b) => a.index - b.index),
  );
}

test('value buttons: one value pressed at a time, by click or key (one Tab stop, arrows inside), marked by aria-pressed, its look and a focus ring', async () => {
  test.setTimeout(90_000);
  await page.goto('/itemsearch');
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  const fronts = page.getByTestId('variable-FRONT').getByRole('group');
  const buttons = fronts.getByRole('button');
  await expect(fronts.locator('[aria-pressed="true"]')).toHaveCount(1);
  const pressed = fronts.locator('[aria-pressed="true"]');
  const graphite = fronts.getByRole('button', { name: /Graphite/ });
  const cashmere = fronts.getByRole('button', { name: /Cashmere/ });
  // A button's settled colours (after any animation that runs on it).
  const look = (button: Locator) =>
    button.evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(element);
      return { border: style.borderTopColor, background: style.backgroundColor, cls: element.className };
    });

  await graphite.click();
  await expect(graphite).toHaveAttribute('aria-pressed', 'true');
  // The pressed look is there at once, in the frame of the new price: no colour fades in (a fade
  // would still be running here, and the buttons declare none), and it is already the settled look.
  const lookAtOnce = await graphite.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      running: element.getAnimations().length,
      fades: style.transitionDuration.split(',').filter((duration) => parseFloat(duration) > 0).length,
      border: style.borderTopColor,
      background: style.backgroundColor,
    };
  });
  const settledLook = await look(graphite);
  expect(lookAtOnce).toEqual({
    running: 0,
    fades: 0,
    border: settledLook.border,
    background: settledLook.background,
  });
  await page.mouse.move(0, 0);
  await expect(pressed).toHaveCount(1);
  const pressedLook = await look(graphite);
  const otherLook = await look(cashmere);
  // Pressed reads as pressed: a brand border and a tinted background, not the grey outline.
  expect(pressedLook.border).not.toBe(otherLook.border);
  expect(pressedLook.background).not.toBe(otherLook.background);
  expect(pressedLook.background).not.toBe('rgba(0, 0, 0, 0)');

  // The keyboard: Tab reaches the values, Space presses one; its focus ring shows.
  // The group is one Tab stop, the pressed value: Tab leaves it, Shift+Tab comes back to it.
  await graphite.focus();
  await page.keyboard.press('Tab');
  expect(await fronts.evaluate((group) => group.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(graphite).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await fronts.evaluate((group) => group.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Tab');
  await expect(graphite).toBeFocused();
  // The arrows move among the values (Graphite, Sage green, Cashmere) without pressing them.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(cashmere).toBeFocused();
  await expect(graphite).toHaveAttribute('aria-pressed', 'true');
  const ring = await cashmere.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBe('2px');
  await page.keyboard.press('Space');
  await expect(cashmere).toHaveAttribute('aria-pressed', 'true');
  await expect(graphite).toHaveAttribute('aria-pressed', 'false');
  await expect(pressed).toHaveCount(1);
  // The buttons swapped looks through the attribute alone: their classes did not change.
  expect((await look(cashmere)).cls).toBe(otherLook.cls);
  expect((await look(cashmere)).border).toBe(pressedLook.border);
  expect((await look(graphite)).cls).toBe(pressedLook.cls);
  expect((await look(graphite)).border).toBe(otherLook.border);
  expect(await buttons.count()).toBeGreaterThan(2);

  // On a phone the price bar has Save while the article has unsaved changes: no scroll past every
  // option to the summary's Save article.
  await page.setViewportSize({ width: 390, height: 844 });
  const barSave = page.getByTestId('save-article-bar');
  await expect(barSave).toBeInViewport();
  await barSave.click();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  await expect(barSave).toHaveCount(0);
  // Unsaved again for the next test, at the desktop width.
  await graphite.click();
  await expect(barSave).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(barSave).toBeHidden();
});

test(`the offer of ${ROWS} rows: rows stay one under another while scrolling, the last row can be edited`, async () => {
  test.setTimeout(120_000);
  await page.getByTestId('save-article').click();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  const duplicate = page.getByRole('button', { name: 'Duplicate', exact: true });
  for (let i = 1; i < ROWS; i++) await duplicate.click();
  await page.getByRole('link', { name: 'Go to the offer' }).click();
  await expect(page.getByTestId('row-count')).toHaveText(`${ROWS} articles`);
  const list = page.getByTestId('offer-list');
  // Virtual: only what is near the screen is in the page.
  const first = await slots(list);
  expect(first.length).toBeLessThan(ROWS + 1);
  for (let i = 1; i < first.length; i++) expect(first[i]!.top).toBeCloseTo(first[i - 1]!.bottom, 0);

  // Scroll down the way a wheel does, checking the placement on the way.
  for (let step = 0; step < 12; step++) {
    await page.mouse.move(400, 500);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
    const now = await slots(list);
    for (let i = 1; i < now.length; i++) expect(now[i]!.top).toBeCloseTo(now[i - 1]!.bottom, 0);
  }
  const rows = page.getByTestId('offer-row');
  const last = rows.last();
  await expect(last).toBeInViewport();
  const end = await slots(list);
  expect(end.at(-1)!.index).toBe(ROWS); // a catalogue heading and 30 rows
  const listBox = (await list.boundingBox())!;
  expect(listBox.y + listBox.height).toBeCloseTo(end.at(-1)!.bottom, 0);

  // The last row's quantity and details still work; the list grows with the opened details.
  const total = last.getByTestId('row-total');
  const single = await total.textContent();
  const quantity = last.getByRole('spinbutton');
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(total).not.toHaveText(single!);
  // The toggle is named after its row (every row's read 'Show details').
  const name = await last.getByRole('spinbutton').getAttribute('aria-label');
  const article = name!.replace(/^Quantity of /, '');
  await last.getByRole('button', { name: `Show details of ${article}`, exact: true }).click();
  await expect(last.getByTestId('row-details')).toBeVisible();
  await expect(last.getByRole('button', { name: `Hide details of ${article}`, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect
    .poll(async () => {
      const box = (await list.boundingBox())!;
      return Math.round(box.y + box.height - (await slots(list)).at(-1)!.bottom);
    })
    .toBe(0);
  // The row menu opens from its button, as before.
  await last.getByRole('button', { name: /Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');
});
