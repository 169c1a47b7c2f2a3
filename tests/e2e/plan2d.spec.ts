import { expect, test, type Locator, type Page } from '@playwright/test';

// The 2D plan (issue 11) as a guest: draw a room of your own by its corners with typed lengths,
// edit a wall, put a door and a window on the walls, bring a kitchen run in from the item search,
// drag a unit into another (shown and refused), snap one to a wall, undo, and see the walls in 3D.

const SHOTS = 'test-results/plan2d';
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});
test.afterAll(() => page.close());

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

/** Screen position of the last corner the pen placed. */
const lastCorner = async () => centre(page.locator('[data-layer=draft] circle[data-corner]').last());

async function drag(
  from: { x: number; y: number },
  to: { x: number; y: number },
  hold?: () => Promise<void>,
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
  }
  if (hold) await hold();
  await page.mouse.up();
}

test('draw a room, doors and windows, a kitchen run, collision, snapping, undo, then 3D', async () => {
  test.setTimeout(240_000);
  await page.goto('/home');
  await page.getByTestId('home-new-project').click();
  const roomDesign = page.getByRole('dialog', { name: 'Room design' });
  await roomDesign.getByRole('radio', { name: 'Draw your own room' }).click();
  await roomDesign.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });

  await page.getByRole('link', { name: 'Room plan' }).click();
  await expect(page.getByTestId('configurator2d')).toBeVisible();
  await expect(page.getByTestId('no-room')).toBeVisible();
  await page.getByTestId('no-room').getByRole('button', { name: 'Draw your own room' }).click();
  await expect(page.getByTestId('drawing-panel')).toBeVisible();

  // Corners: a click, then typed lengths in the direction the pointer points (snapped to 15°).
  const plan = page.getByTestId('plan');
  const area = (await plan.boundingBox())!;
  const a = { x: area.x + 120, y: area.y + area.height - 110 };
  await page.mouse.click(a.x, a.y);
  await page.mouse.move(a.x + 200, a.y + 6);
  await page.keyboard.type('4000');
  await expect(page.getByTestId('pen-label')).toHaveText('4000 mm ↵');
  await page.keyboard.press('Enter');
  let corner = await lastCorner();
  await page.mouse.move(corner.x - 4, corner.y - 150);
  // Without a typed length the pen shows the snapped length and direction.
  await expect(page.getByTestId('pen-label')).toContainText('90°');
  await page.keyboard.type('3000');
  await page.keyboard.press('Enter');
  corner = await lastCorner();
  await page.mouse.move(corner.x - 200, corner.y + 5);
  await page.keyboard.type('4000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('drawing-panel')).toContainText('4 corners');
  await page.screenshot({ path: `${SHOTS}/drawing.png` });
  // Back on the first corner: the room closes into four walls.
  await page.mouse.move(a.x + 3, a.y - 2);
  await page.mouse.click(a.x + 3, a.y - 2);
  await expect(plan.locator('[data-wall]')).toHaveCount(4);
  await expect(plan.locator('[data-dimension="4000"]')).toHaveCount(2);
  await expect(plan.locator('[data-dimension="3000"]')).toHaveCount(2);
  await expect(plan.locator('[data-angle="90"]')).toHaveCount(4);

  // The edit-wall dialog: the north wall (w3, drawn third) higher and thicker.
  await plan.locator('[data-wall=w3]').dblclick();
  const editWall = page.getByRole('dialog', { name: 'Edit wall' });
  await expect(editWall.getByRole('textbox', { name: 'Length (mm)' })).toHaveValue('4000');
  await expect(editWall.getByRole('textbox', { name: 'Height (mm)' })).toHaveValue('2700');
  await editWall.getByRole('textbox', { name: 'Height (mm)' }).fill('');
  await expect(editWall.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await editWall.getByRole('textbox', { name: 'Height (mm)' }).fill('2800');
  await editWall.getByRole('textbox', { name: 'Thickness (mm)' }).fill('150');
  await editWall.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('wall-selection')).toContainText('4000 mm long, 150 mm thick, 2800 mm high');

  // A door from the DOORS catalogue on the south wall, a window from WINDOWS on the north wall.
  const panel = page.getByTestId('plan-panel');
  await panel.getByRole('button', { name: /Hinged interior door/ }).click();
  const south = await centre(plan.locator('[data-wall=w1]'));
  await page.mouse.click(south.x - 60, south.y);
  await expect(plan.locator('[data-opening]')).toHaveCount(1);
  await expect(page.getByTestId('opening-selection')).toContainText('800 × 2100 mm, sill 0 mm');
  await panel.getByRole('button', { name: /PVC window/ }).click();
  const north = await centre(plan.locator('[data-wall=w3]'));
  await page.mouse.click(north.x, north.y);
  await expect(plan.locator('[data-opening]')).toHaveCount(2);
  await expect(page.getByTestId('opening-selection')).toContainText('1200 × 1400 mm, sill 900 mm');
  await page.keyboard.press('Escape');

  // The door slides along its wall and stops short of the wall's end (50 mm of frame).
  const door = await centre(plan.locator('[data-opening=d1]'));
  await drag({ x: door.x, y: door.y }, { x: door.x + 900, y: door.y });
  await expect(page.getByRole('textbox', { name: "Distance from the wall's start (mm)" })).toHaveValue(
    '3150',
  );
  await page.keyboard.press('Escape');

  // A kitchen run: two units from the item search, placed along the walls.
  await panel.getByRole('link', { name: 'Add furniture' }).click();
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await page.getByTestId('save-article').click();
  await page.getByRole('link', { name: 'Find furniture' }).first().click();
  await page.getByTestId('article-B1S-800').getByRole('button', { name: /Add/ }).click();
  await page.getByTestId('save-article').click();
  await page.getByRole('link', { name: 'Room plan' }).click();
  await expect(plan.locator('[data-row]')).toHaveCount(2);
  // They stand side by side against the south wall: its chain measures both.
  const southChain = plan.locator('[data-wall-dimensions=w1]');
  await expect(southChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(1);
  await expect(southChain.locator('[data-kind=item][data-dimension="800"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/desk-light.png` });

  // Dragged into the other unit: drawn in red while it overlaps, refused on release.
  const rows = plan.locator('[data-row]');
  // A unit's carcass outline (its first path): the door swings drawn in front of it are not part of it.
  const carcass = (n: number) => rows.nth(n).locator('path').first();
  const first = await centre(carcass(0));
  const second = await centre(carcass(1));
  await drag(first, { x: second.x, y: second.y }, async () => {
    await expect(plan.locator('[data-refused]')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/collision.png` });
  });
  await expect(page.getByTestId('placement-refused')).toContainText(
    'Not placed: it would run into another item.',
  );
  expect((await centre(carcass(0))).x).toBeCloseTo(first.x, 0);

  // Into the middle of the room (free), then near the north wall: it snaps back against it.
  const middle = { x: (north.x + south.x) / 2, y: (north.y + south.y) / 2 };
  await drag(first, middle);
  await expect(southChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(0);
  const northChain = plan.locator('[data-wall-dimensions=w3]');
  await expect(northChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(0);
  const moved = await centre(carcass(0));
  const northInner = (await plan.locator('[data-wall=w3]').boundingBox())!;
  // Dropped 30 mm short of the wall (within the 100 mm snapping distance of core/layout).
  const k = moved.box.width / 600;
  await drag(moved, { x: moved.x, y: northInner.y + northInner.height + (580 / 2 + 30) * k });
  await expect(northChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(1);
  const snapped = await centre(carcass(0));
  // Its back came up to the wall's room face (the chain above proves it stands against w3).
  expect(snapped.box.y).toBeLessThan(moved.box.y - 100);
  expect(Math.abs(snapped.box.y - (northInner.y + northInner.height))).toBeLessThan(12);
  await page.screenshot({ path: `${SHOTS}/snapped.png` });

  // Undo takes the snap back: the unit is in the middle again.
  await page.keyboard.press('Control+z');
  await expect(northChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(0);
  expect(Math.abs((await centre(carcass(0))).y - moved.y)).toBeLessThan(3);
  await page.keyboard.press('Control+y');
  await expect(northChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(1);

  // Shift-click selects both; the arrow keys move the selection together (10 mm a press).
  await page.mouse.click((await centre(carcass(1))).x, (await centre(carcass(1))).y);
  await page.keyboard.down('Shift');
  await page.mouse.click(snapped.x, snapped.y);
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('row-selection')).toContainText('2 items selected');
  await page.screenshot({ path: `${SHOTS}/selection.png` });
  await page.keyboard.press('Escape');

  // Dark and light, desk and phone: the same plan.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: `${SHOTS}/desk-dark.png` });
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('button', { name: 'Fit to room' }).click();
  await page.screenshot({ path: `${SHOTS}/phone-dark.png` });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('button', { name: 'Fit to room' }).click();
  await page.screenshot({ path: `${SHOTS}/phone-light.png` });
  await page.setViewportSize({ width: 1280, height: 860 });

  // The 3D screen edits the same project: one camera view per wall drawn here.
  await page.getByRole('link', { name: 'View in 3D' }).click();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(page.getByRole('button', { name: `Wall ${n}` })).toBeVisible();
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${SHOTS}/3d-top.png` });
});
