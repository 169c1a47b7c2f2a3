// Issue 24: what the customer sees is what will be built. Doors from the item search open on the
// side ordered, in the plan and on the 3D floor; a flush and a glazed leaf differ in the 3D picture;
// the GLB export keeps the wood's grain.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { darkSurfaceInSelection, luma, pictureDifference, stillView } from './scenePixels';
import { newRectangularRoom } from './shellHelpers';

const SHOTS = 'test-results/materials';

/** What this test reads of a GLB's JSON chunk. */
interface Gltf {
  images?: unknown[];
  materials: { pbrMetallicRoughness?: { baseColorTexture?: unknown } }[];
  meshes: { primitives: { material: number; attributes: Record<string, number> }[] }[];
}

async function addDoor(user: Page, choices: string[]) {
  const catalogues = user.getByRole('navigation', { name: 'Where you are' }).getByText('Catalogues');
  await expect(user.getByTestId('catalog-DOORS').or(catalogues).first()).toBeVisible();
  if (await catalogues.isVisible()) await catalogues.click();
  await user.getByTestId('catalog-DOORS').click();
  await user.getByTestId('classification-HINGED').click();
  await user.getByTestId('article-INTDOOR-800').getByRole('button', { name: /Add/ }).click();
  await expect(user.getByTestId('screen-title')).toHaveText('Hinged interior door');
  for (const choice of choices) await user.getByRole('button', { name: choice }).first().click();
  await user.getByTestId('save-article').click();
  await user.getByRole('link', { name: 'Find furniture' }).first().click();
}

test('doors open on the side ordered; a glazed leaf is not a flush one in 3D', async ({ browser }) => {
  test.setTimeout(360_000);
  const user = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await newRectangularRoom(user, { width: 4000, depth: 3000 });
  await addDoor(user, ['Left (hinges on the left', 'Oak veneer']);
  await addDoor(user, ['Right (hinges on the right', 'Walnut veneer']);

  // The plan: each door's swing from the hinge its row says, the two mirrored.
  await user.getByRole('link', { name: 'Room plan' }).click();
  const plan = user.getByTestId('plan');
  // DIN left is hinged on the left seen from where it is pushed open: from the room, on the right.
  await expect(plan.locator('[data-opening=d1]')).toHaveAttribute('data-hinge', 'right');
  await expect(plan.locator('[data-opening=d2]')).toHaveAttribute('data-hinge', 'left');
  await plan.screenshot({ path: `${SHOTS}/plan-hinges.png` });

  // 3D: the flush oak door changed to glazed changes the picture; back to flush, it is as before.
  await user.getByRole('link', { name: 'View in 3D' }).click();
  await expect(user.getByTestId('configurator3d')).toBeVisible();
  const pick = user.getByRole('combobox', { name: 'Select an item' });
  await pick.selectOption({ label: '1. INTDOOR-800' });
  const flush = await stillView(user);
  await user.screenshot({ path: `${SHOTS}/door-flush.png` });
  await user.getByRole('button', { name: 'Glazed panel' }).click();
  await expect
    .poll(async () => pictureDifference(flush, await stillView(user)), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await user.screenshot({ path: `${SHOTS}/door-glazed.png` });
  await user.getByRole('button', { name: 'Flush', exact: true }).click();
  await expect.poll(async () => pictureDifference(flush, await stillView(user)), { timeout: 60_000 }).toBe(0);

  // The GLB keeps the oak's grain: a texture, and map coordinates on every mesh drawn with it.
  await user.getByTestId('scene-media-menu').click();
  const [download] = await Promise.all([
    user.waitForEvent('download'),
    user.getByRole('menuitem', { name: 'Download 3D model (GLB)' }).click(),
  ]);
  const glb = readFileSync((await download.path())!);
  const json = JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as Gltf;
  expect(json.images?.length ?? 0).toBeGreaterThan(0);
  const textured = json.materials.flatMap((m, i) => (m.pbrMetallicRoughness?.baseColorTexture ? [i] : []));
  expect(textured.length).toBeGreaterThan(0);
  const primitives = json.meshes.flatMap((m) => m.primitives).filter((p) => textured.includes(p.material));
  expect(primitives.length).toBeGreaterThan(0);
  for (const primitive of primitives) expect(primitive.attributes.TEXCOORD_0).toBeDefined();
  await user.close();
});

// A shop seller shows the 3D room to customers: a dark front must look like the one delivered. The
// live room's tone mapping once took a graphite front (#3C3F42) to 21/26/30, 40 % of its swatch.
test('a graphite front reads as its swatch in 3D, not near black', async ({ browser }) => {
  test.setTimeout(240_000);
  const user = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await newRectangularRoom(user, { width: 4000, depth: 3000 });
  await user.getByTestId('catalog-KITCHEN').click();
  await user.getByTestId('classification-BASE').click();
  await user.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await user
    .getByTestId('variable-FRONT')
    .getByRole('button', { name: /Graphite/ })
    .click();
  await user.getByTestId('save-article').click();
  await user.getByRole('link', { name: 'Room plan' }).click();
  await user.getByRole('link', { name: 'View in 3D' }).click();
  await expect(user.getByTestId('configurator3d')).toBeVisible();
  await user.getByRole('combobox', { name: 'Select an item' }).selectOption({ label: '1. B1-600' });
  await stillView(user);
  await user.screenshot({ path: `${SHOTS}/graphite-front.png` });
  const front = await darkSurfaceInSelection(user);
  expect(front).not.toBeNull();
  // The swatch's luma is 62.6 of 255; the front facing the camera within 15 % of it.
  const ratio = luma(front!) / luma([0x3c, 0x3f, 0x42]);
  expect(ratio, `front ${front!.join('/')}`).toBeGreaterThan(0.85);
  expect(ratio, `front ${front!.join('/')}`).toBeLessThan(1.15);
  await user.close();
});
