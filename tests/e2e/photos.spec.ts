import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { stripedPng } from '../reports/png';
import { kitchenRows, openInOfferView, serialPage, textsSeen } from './offerHelpers';
import { apiToken, seedProject, startSignedIn } from './projectsHelpers';
import { navigateInApp } from './shellHelpers';

// Issue 22, the photo flow (spec 4, 8, 9): seller5 opens a stored kitchen of three rows that still
// need their photo, presses "Take 3 photos" and watches the loader go row by row; each row then
// shows its 600 x 600 photo and the offer PDF prints the three. A row's picture is then replaced by
// an upload whose progress shows (the upload slowed to be seen), and a row without a photo says
// 'Missing image'.

const SHOTS = 'test-results/photos';
const TITLE = 'Photo flow kitchen';

const seededRows = () =>
  kitchenRows([
    { model: 'B1', variant: 'WIDTH=600;HINGE=L' },
    { model: 'B3D', variant: 'WIDTH=800' },
    { model: 'W1', variant: 'HINGE=R' },
  ]);

/** `pdfimages -list`: the width x height of every embedded picture. */
function embeddedSizes(file: string): string[] {
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/))
    .map((cols) => `${cols[3]}x${cols[4]}`);
}

/** The row photo's size as drawn from its bytes, and how many colours a sample of it holds. */
function photoFacts(page: Page, index: number) {
  return page
    .getByTestId('row-photo')
    .nth(index)
    .getByRole('img')
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        colours.add((data[i]! >> 4) * 256 + (data[i + 1]! >> 4) * 16 + (data[i + 2]! >> 4));
      return { width: img.naturalWidth, height: img.naturalHeight, colours: colours.size };
    });
}

let page: Page;
serialPage(SHOTS, (p) => (page = p));

test('"Take 3 photos" pictures every row with the loader showing each, and the offer PDF prints them', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'seller5');
  const rows = seededRows();
  await seedProject(request, token, {
    des: TITLE,
    status: 'assigned',
    currency: 'EUR',
    rows,
    customerFields: {
      rows: rows.map((row) => ({ uniqueid: row.uniqueid, vat: '0', checkVat: false, ntp: true, qt: 1 })),
      notes: '',
      servicesRows: {},
      catalogsRows: {},
      vat: '22',
    },
  });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await openInOfferView(page, TITLE);
  await expect(page.getByTestId('offer-row')).toHaveCount(3);

  // Before: the first row's details say its picture is missing (spec 8).
  await page.getByRole('button', { name: 'Show details' }).first().click();
  await expect(page.getByTestId('row-photo').first()).toContainText('Missing image');

  const seen = await textsSeen(page, 'photoProgressSeen', 'dialog-loader-message');
  await page.getByRole('button', { name: 'Take 3 photos' }).click();
  await expect(page.getByText('3 rows photographed')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('dialog-loader')).toHaveCount(0);
  expect(seen.filter((text) => text.startsWith('Photo'))).toEqual([
    'Photo 1 of 3',
    'Photo 2 of 3',
    'Photo 3 of 3',
  ]);
  // No row needs a photo any more: the button is gone.
  await expect(page.getByRole('button', { name: /^Take \d+ photos?$/ })).toHaveCount(0);

  for (let i = 1; i < 3; i++) await page.getByRole('button', { name: 'Show details' }).first().click();
  await expect(page.getByTestId('row-photo')).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const facts = await photoFacts(page, i);
    expect(facts.width).toBe(600);
    expect(facts.height).toBe(600);
    // A picture of furniture, not a blank square.
    expect(facts.colours).toBeGreaterThan(8);
  }
  await page.screenshot({ path: `${SHOTS}/offer-with-photos.png`, fullPage: true });
  const photo = page.getByTestId('row-photo').first().getByRole('img');
  await photo.screenshot({ path: `${SHOTS}/row-photo-1.png` });

  // The offer PDF prints the three row photos.
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Generate offer' }).click();
  const download = await downloading;
  const file = `${SHOTS}/offer.pdf`;
  await download.saveAs(file);
  expect(embeddedSizes(file).filter((size) => size === '600x600')).toHaveLength(3);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, `${SHOTS}/offer`]);
});

test('a picture put on a row uploads with its progress shown and replaces the photo', async () => {
  test.setTimeout(120_000);
  const before = await page.getByTestId('row-photo').first().getByRole('img').getAttribute('src');
  // Slow uploads down (CDP) so the progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024,
  });
  const png = Buffer.from(stripedPng(7, 900).split(',')[1]!, 'base64');
  await page
    .getByTestId('row-photo')
    .first()
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  const bar = page.getByRole('progressbar', { name: /^Uploading photo of / });
  await expect(bar).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/upload-progress.png` });
  await expect(bar).toHaveCount(0, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const img = page.getByTestId('row-photo').first().getByRole('img');
  await expect(img).not.toHaveAttribute('src', before ?? '');
  const facts = await photoFacts(page, 0);
  expect([facts.width, facts.height]).toEqual([600, 600]);
  await img.screenshot({ path: `${SHOTS}/row-photo-uploaded.png` });
});

test('"Use in offer" in the job view puts the finished render in the offer PDF', async () => {
  test.setTimeout(600_000);
  const name = `Photo render ${Date.now().toString(36)}`;
  await navigateInApp(page, '/configurator3d');
  await expect(page.getByTestId('scene').locator('canvas')).toBeVisible({ timeout: 90_000 });
  await navigateInApp(page, '/renderfarm');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Quality').selectOption({ label: 'Draft' });
  await page.getByRole('button', { name: 'Start render' }).click();
  await expect(page).toHaveURL(/\/jobview$/);
  const job = page.getByTestId('render-job').filter({ hasText: name });
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 420_000 });
  await job.getByRole('button', { name: 'Use in offer' }).click();
  await expect(page.getByText(`The offer now shows “${name}”`)).toBeVisible();
  await expect(job.getByRole('button', { name: 'In the offer' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/jobview-in-offer.png` });

  await navigateInApp(page, '/offerview');
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Generate offer' }).click();
  const download = await downloading;
  const file = `${SHOTS}/offer-render.pdf`;
  await download.saveAs(file);
  const sizes = embeddedSizes(file);
  expect(sizes).toContain('1280x720');
  expect(sizes.filter((size) => size === '600x600')).toHaveLength(3);
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', file, `${SHOTS}/offer-render`]);
});
