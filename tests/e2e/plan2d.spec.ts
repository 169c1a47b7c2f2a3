import { expect, test, type Locator, type Page } from '@playwright/test';
import { stillView } from './scenePixels';

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

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The scale bar is drawn clear of the walls, furniture and every dimension text of the fitted plan. */
async function expectScaleBarClear(plan: Locator) {
  const bar = (await plan.getByTestId('scale-bar').boundingBox())!;
  const area = (await plan.boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(area.y + area.height);
  const others = plan.locator('[data-layer=dimensions] text, [data-wall], [data-row] path');
  for (const box of await others.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  )) {
    expect(overlaps(bar, box), `scale bar ${JSON.stringify(bar)} over ${JSON.stringify(box)}`).toBe(false);
  }
}

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
  // The wall type new walls take: its name in the select, its size under it (cut off in the select).
  await expect(page.getByRole('combobox', { name: 'Wall type' })).toHaveValue('default');
  await expect(page.getByTestId('wall-type-size')).toHaveText('100 mm thick, 2700 mm high');

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
  // The dialog puts the focus in its first field as it opens: typing elsewhere waits for that (on a
  // busy machine the focus could move into Length in the middle of filling Height).
  await expect(editWall.getByRole('textbox', { name: 'Length (mm)' })).toBeFocused();
  await expect(editWall.getByRole('textbox', { name: 'Height (mm)' })).toHaveValue('2700');
  // Shorter than core's shortest wall: said under the field, not taken and refused after closing.
  await editWall.getByRole('textbox', { name: 'Length (mm)' }).fill('12');
  await expect(editWall.getByText('A wall is at least 100 mm long')).toBeVisible();
  await expect(editWall.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await editWall.getByRole('textbox', { name: 'Length (mm)' }).fill('4000');
  await editWall.getByRole('textbox', { name: 'Height (mm)' }).fill('');
  await expect(editWall.getByRole('button', { name: 'Apply' })).toBeDisabled();
  // A slip of the keyboard (27000 for 2700, a 1500 mm wall) is said under its field, within core's limits.
  await editWall.getByRole('textbox', { name: 'Height (mm)' }).fill('27000');
  await expect(editWall.getByText('Between 500 mm and 10000 mm')).toBeVisible();
  await expect(editWall.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await editWall.getByRole('textbox', { name: 'Thickness (mm)' }).fill('1500');
  await expect(editWall.getByText('Between 10 mm and 1000 mm')).toBeVisible();
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
  const doorOffset = page.getByRole('textbox', { name: "Distance from the wall's start (mm)" });
  await expect(doorOffset).toHaveValue('3150');

  // The door's row decides its size: made 900 wide in the configurator panel, the door grows about
  // its centre and, at the wall's end, is pushed back to keep its 50 mm of frame; undo takes it back.
  const doorPanel = page.getByTestId('opening-selection');
  const narrow = (await plan.locator('[data-opening=d1]').boundingBox())!;
  await doorPanel.getByRole('button', { name: 'Configure' }).click();
  const doorWidth = page.getByRole('spinbutton', { name: 'Door width' });
  await expect(doorWidth).toHaveValue('800');
  await doorWidth.fill('900');
  await doorWidth.press('Enter');
  await expect(doorWidth).toHaveValue('900');
  await page.getByTestId('save-article').click();
  await page.getByRole('link', { name: 'Room plan' }).click();
  await plan.locator('[data-opening=d1]').click();
  await expect(doorPanel).toContainText('900 × 2100 mm, sill 0 mm');
  await expect(doorOffset).toHaveValue('3050');
  const wide = (await plan.locator('[data-opening=d1]').boundingBox())!;
  expect(wide.width / narrow.width).toBeCloseTo(900 / 800, 1);
  await page.keyboard.press('Control+z');
  await expect(doorPanel).toContainText('800 × 2100 mm, sill 0 mm');
  await expect(doorOffset).toHaveValue('3150');
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
  // The first unit stands in the south-west corner: that corner's angle is not written over it.
  await expect(plan.locator('[data-angle="90"]')).toHaveCount(3);
  await expectScaleBarClear(plan);
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
  // R turns the selected unit a quarter turn about its centre (it still faces north, as it did
  // against the south wall); undo turns it back.
  const rowPosition = page.getByTestId('row-position');
  await expect(rowPosition).toContainText('turned 180°');
  await page.keyboard.press('r');
  await expect(rowPosition).toContainText('turned 270°');
  expect((await centre(carcass(0))).box.height).toBeCloseTo(moved.box.width, 0);
  await page.keyboard.press('Control+z');
  await expect(rowPosition).toContainText('turned 180°');
  const northInner = (await plan.locator('[data-wall=w3]').boundingBox())!;
  // Dropped 30 mm short of the wall (within the 100 mm snapping distance of core/layout).
  const k = moved.box.width / 600;
  await drag(moved, { x: moved.x, y: northInner.y + northInner.height + (580 / 2 + 30) * k });
  await expect(northChain.locator('[data-kind=item][data-dimension="600"]')).toHaveCount(1);
  const snapped = await centre(carcass(0));
  expect(snapped.box.y).toBeLessThan(moved.box.y - 100);
  // Exactly against it, as the selection panel states: its back touches the wall's room face.
  const rowWall = page.getByTestId('row-wall');
  await expect(rowWall).toHaveText(/^Wall 3: back 0 mm from it, \d+ mm from its start$/);
  await expect(page.getByTestId('row-position')).toContainText('turned 0°');
  const along = Number(/(\d+) mm from its start/.exec((await rowWall.textContent()) ?? '')![1]);
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
  // Both move together, 10 mm a press and 100 mm with Shift (the 3D view's keys and steps): the
  // snapped unit slides east along its wall, still against it (w3 was drawn westward, so nearer its
  // start); each press is one undo step.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Escape');
  // Esc clears the selection once both moves are done; click when it has, as one sees it go.
  await expect(page.getByTestId('row-selection')).toHaveCount(0);
  await page.mouse.click(snapped.x, snapped.y);
  await expect(rowWall).toHaveText(`Wall 3: back 0 mm from it, ${along - 110} mm from its start`);
  await page.keyboard.press('Control+z');
  await expect(rowWall).toHaveText(`Wall 3: back 0 mm from it, ${along - 10} mm from its start`);
  await page.keyboard.press('Control+z');
  await expect(rowWall).toHaveText(`Wall 3: back 0 mm from it, ${along} mm from its start`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('row-selection')).toHaveCount(0);

  // Without a mouse: Tab goes from the toolbar to the plan, then to its first unit; Enter selects it.
  await page.getByRole('link', { name: 'View in 3D' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('row-selection')).toContainText(
    (await rows.first().getAttribute('aria-label'))!,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('row-selection')).toHaveCount(0);

  // Layers: furniture hidden and shown again; the dimension quotes' lengths and angles switched off and on.
  await page.getByRole('button', { name: 'Layers' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Furniture' }).click();
  await expect(plan.locator('[data-row]')).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Furniture' }).click();
  await expect(plan.locator('[data-row]')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Dimensions' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Angles' }).click();
  await expect(plan.locator('[data-angle]')).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Lengths' }).click();
  await expect(plan.locator('[data-dimension="4000"]')).toHaveCount(0);
  await page.getByRole('menuitemcheckbox', { name: 'Angles' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Lengths' }).click();
  await expect(plan.locator('[data-angle="90"]')).toHaveCount(4);
  await expect(plan.locator('[data-dimension="4000"]')).toHaveCount(2);
  await page.keyboard.press('Escape');

  // Zoom: a unit grows by the button's step; pan: dragging empty space moves the plan with the pointer.
  const before = await centre(carcass(1));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await centre(carcass(1))).box.width / before.box.width).toBeCloseTo(1.25, 1);
  const zoomed = await centre(carcass(1));
  const emptyCorner = { x: area.x + 12, y: area.y + 12 };
  await drag(emptyCorner, { x: emptyCorner.x + 90, y: emptyCorner.y + 40 });
  const panned = await centre(carcass(1));
  expect(panned.x - zoomed.x).toBeCloseTo(90, 0);
  expect(panned.y - zoomed.y).toBeCloseTo(40, 0);
  await page.getByRole('button', { name: 'Fit to room' }).click();
  await expectScaleBarClear(plan);

  // The door and the window are articles of the offer, priced like any other row.
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByTestId('offer-row')).toHaveCount(4);
  await expect(page.getByTestId('offer-row').filter({ hasText: /window/i })).toContainText(/664[.,]12/);
  await expect(page.getByTestId('offer-row').filter({ hasText: /interior door/i })).toHaveCount(1);
  await page.getByRole('link', { name: 'Room plan' }).click();
  await expect(plan.locator('[data-row]')).toHaveCount(2);
  await expect(plan.locator('[data-opening]')).toHaveCount(2);

  // Dark and light, desk and phone: the same plan.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: `${SHOTS}/desk-dark.png` });
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('button', { name: 'Fit to room' }).click();
  await expectScaleBarClear(plan);
  await page.screenshot({ path: `${SHOTS}/phone-dark.png` });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('button', { name: 'Fit to room' }).click();
  await expectScaleBarClear(plan);
  await page.screenshot({ path: `${SHOTS}/phone-light.png` });
  for (const [width, height] of [
    [768, 1000],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Fit to room' }).click();
    await expectScaleBarClear(plan);
    await page.screenshot({ path: `${SHOTS}/light-${width}.png` });
  }
  // Made smaller, an untouched fit fits again by itself: the room does not run off the plan.
  await page.setViewportSize({ width: 1280, height: 860 });
  const planBox = (await plan.boundingBox())!;
  await expect
    .poll(async () => {
      const walls = await plan
        .locator('[data-wall]')
        .evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
        );
      return walls.every((r) => r.top >= planBox.y && r.bottom <= planBox.y + planBox.height);
    })
    .toBe(true);

  // The 3D screen edits the same project: one camera view per wall drawn here.
  await page.getByRole('link', { name: 'View in 3D' }).click();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  // A view facing each of the four walls, in the walls' menu.
  await page.getByRole('button', { name: 'Walls' }).click();
  for (const n of [1, 2, 3, 4])
    await expect(page.getByRole('menuitemradio', { name: `Wall ${n}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/3d-top.png` });
  // Issue 24: the door and the window put on the walls here are in the 3D room's items, in their
  // walls (the window on wall 3, its sill at 900), not an empty hole.
  const pick = page.getByRole('combobox', { name: 'Select an item' });
  const options = await pick.locator('option').allTextContents();
  const windowOption = options.find((o) => /WIN/.test(o));
  expect(options.some((o) => /INTDOOR/.test(o))).toBe(true);
  await pick.selectOption({ label: windowOption! });
  await expect(page.getByTestId('position-readout')).toContainText(
    /in wall 3, [\d,.]+ mm from its start · 900 mm above the floor/,
  );
  await pick.selectOption({ label: 'No item selected' });
  await page.getByRole('button', { name: 'Front', exact: true }).click();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/3d-front-openings.png` });
});

test('touch: tap to select, drag a unit with a finger, pinch to zoom, pan with one and two fingers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A phone: touch screen, 360 px wide (set up on a desk-sized page). The touches are real touch input (CDP's dispatchTouchEvent,
  // as a touch screen delivers them), not pointer events made up in the page.
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 860 } });
  const phone = await context.newPage();
  const cdp = await context.newCDPSession(phone);
  type Finger = { x: number; y: number };
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: fingers.map((f, id) => ({ x: f.x, y: f.y, id, radiusX: 4, radiusY: 4, force: 1 })),
    });
  /** Fingers put down, moved in steps from `from` to `to` (one point per finger), lifted. */
  const gesture = async (from: Finger[], to: Finger[]) => {
    await touch('touchStart', from);
    for (let i = 1; i <= 8; i++) {
      await touch(
        'touchMove',
        from.map((f, n) => ({ x: f.x + ((to[n]!.x - f.x) * i) / 8, y: f.y + ((to[n]!.y - f.y) * i) / 8 })),
      );
    }
    await touch('touchEnd', []);
  };
  const tap = (at: Finger) => gesture([at], [at]);

  try {
    // A 5000 x 5000 room with one base unit, which stands in the north-west corner.
    await phone.goto('/home');
    await phone.getByTestId('home-new-project').click();
    const roomDesign = phone.getByRole('dialog', { name: 'Room design' });
    await roomDesign.getByRole('radio', { name: 'Rectangular' }).click();
    await roomDesign.getByRole('button', { name: 'Create room' }).click();
    await expect(phone).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });
    await phone.getByTestId('catalog-KITCHEN').click();
    await phone.getByTestId('classification-BASE').click();
    await phone.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
    await phone.getByTestId('save-article').click();
    await phone.getByRole('link', { name: 'Room plan' }).click();
    await phone.setViewportSize({ width: 360, height: 760 });
    await phone.getByRole('button', { name: 'Fit to room' }).click();
    const plan = phone.getByTestId('plan');
    await expect(plan.locator('[data-row]')).toHaveCount(1);
    const carcass = plan.locator('[data-row] path').first();
    /** The unit's carcass on the screen: its outline's own box (getBBox: no stroke, which grows
     * when it is selected), in page pixels (the plan's SVG is drawn 1:1). */
    const unit = async () => {
      const [sx, sy, box] = await carcass.evaluate((path: SVGGraphicsElement) => {
        const svg = path.ownerSVGElement!.getBoundingClientRect();
        const b = path.getBBox();
        return [svg.x, svg.y, { x: b.x, y: b.y, width: b.width, height: b.height }] as const;
      });
      return {
        x: sx + box.x + box.width / 2,
        y: sy + box.y + box.height / 2,
        box: { ...box, x: sx + box.x, y: sy + box.y },
      };
    };
    const area = (await plan.boundingBox())!;
    const scaleBar = plan.getByTestId('scale-bar');

    // A tap on the unit selects it: the panel shows it, against wall 1 (the north wall).
    const start = await unit();
    await tap(start);
    const rowWall = phone.getByTestId('row-wall');
    await expect(phone.getByTestId('row-selection')).toContainText('600 × 580 × 870 mm');
    await expect(rowWall).toHaveText(/^Wall 1: back 0 mm from it, \d+ mm from its start$/);
    const alongOf = async () =>
      Number(/(\d+) mm from its start/.exec((await rowWall.textContent()) ?? '')![1]);
    const along = await alongOf();

    // Two fingers spread from 60 to 180 px apart beside the unit: the plan zooms 3 times about the
    // point between them (the unit stays in view), and the scale bar grows with it.
    const mid = { x: start.x + 20, y: start.y + 20 };
    const barBefore = (await scaleBar.locator('path').boundingBox())!;
    await gesture(
      [
        { x: mid.x - 30, y: mid.y },
        { x: mid.x + 30, y: mid.y },
      ],
      [
        { x: mid.x - 90, y: mid.y },
        { x: mid.x + 90, y: mid.y },
      ],
    );
    const zoomed = await unit();
    expect(zoomed.x).toBeGreaterThan(area.x + 20);
    expect(zoomed.box.width / start.box.width).toBeCloseTo(3, 1);
    // The plan point under the fingers' middle stayed there.
    expect(zoomed.x - mid.x).toBeCloseTo((start.x - mid.x) * 3, -0.5);
    expect(zoomed.y - mid.y).toBeCloseTo((start.y - mid.y) * 3, -0.5);
    const barAfter = await scaleBar.locator('path').boundingBox();
    // The bar shows the same 1000 mm three times longer, or steps to a shorter length when too long.
    if (barAfter) expect(barAfter.width).not.toBeCloseTo(barBefore.width, 0);
    else await expect(scaleBar).toHaveCount(0);

    // Two fingers moved together pan without zooming; the first one lands on the west wall (w4),
    // which a pan leaves unselected: the unit stays selected.
    const west = (await plan.locator('[data-wall=w4]').boundingBox())!;
    const twoFrom = [
      { x: west.x + west.width / 2, y: zoomed.y + 120 },
      { x: west.x + west.width / 2 + 80, y: zoomed.y + 120 },
    ];
    await gesture(
      twoFrom,
      twoFrom.map((f) => ({ x: f.x + 50, y: f.y + 70 })),
    );
    const twoPanned = await unit();
    expect(twoPanned.box.width).toBeCloseTo(zoomed.box.width, 0);
    expect(twoPanned.x - zoomed.x).toBeCloseTo(50, 0);
    expect(twoPanned.y - zoomed.y).toBeCloseTo(70, 0);
    await expect(phone.getByTestId('row-selection')).toBeVisible();
    await expect(phone.getByTestId('wall-selection')).toHaveCount(0);

    // One finger on empty floor pans: the unit follows it; the selection stays.
    const empty = { x: twoPanned.x + 30, y: twoPanned.y + 120 };
    await gesture([empty], [{ x: empty.x + 40, y: empty.y + 30 }]);
    const panned = await unit();
    expect(panned.x - twoPanned.x).toBeCloseTo(40, 0);
    expect(panned.y - twoPanned.y).toBeCloseTo(30, 0);
    await expect(phone.getByTestId('row-selection')).toBeVisible();

    // A finger drags the unit 60 px east along its wall: it moves 60 px worth of millimetres, still
    // against the wall (the unit's 600 mm are panned.box.width px).
    const mmPerPx = 600 / panned.box.width;
    await gesture([panned], [{ x: panned.x + 60, y: panned.y }]);
    await expect.poll(alongOf).not.toBe(along);
    expect(Math.abs((await alongOf()) - (along + 60 * mmPerPx))).toBeLessThanOrEqual(Math.max(2, mmPerPx));
    await expect(rowWall).toContainText('Wall 1: back 0 mm from it');
    expect((await unit()).x - panned.x).toBeCloseTo(60, 0);
    await phone.screenshot({ path: `${SHOTS}/touch-phone.png` });
  } finally {
    await context.close();
  }
});
