import { expect, test } from '@playwright/test';
import { done, openParent, refused, send } from './embedActionHelpers';
import { APP, appLoaded, openFromLayoutTool, parentPagesOfFile } from './embedHelpers';

// The catalogue actions from a parent: the layout tool's loadCatalog in the app's window (an empty
// project on the catalogue's item search) and loadGallery / openGallery for a catalogue without
// galleries.

test.describe.configure({ timeout: 360_000 });

const pages = parentPagesOfFile();

test('the layout tool loads a catalogue in its window: empty project, breadcrumb, item search', async ({
  page,
  context,
}) => {
  const popup = await openFromLayoutTool(page, context, pages.parent);
  await appLoaded(page);
  await expect(popup.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
  expect(await send(page, 'loadCatalog', {})).toEqual(refused('loadCatalog', 'Missing catalog'));
  expect(await send(page, 'loadCatalog', { catalog: 'ATTIC' })).toEqual(
    refused('loadCatalog', 'Catalog not found'),
  );
  expect(await send(page, 'loadCatalog', { catalog: 'kitchen' })).toEqual(done('loadCatalog', 'KITCHEN'));
  await expect(popup).toHaveURL(`${APP}/itemsearch/newprj`);
  await expect(popup.getByRole('navigation', { name: 'Where you are' })).toContainText(
    'Modena kitchen programme',
  );
  await expect(popup.getByTestId('classification-BASE')).toBeVisible();
  await popup.screenshot({ path: 'test-results/embed/layout-tool-loadCatalog.png' });
  // The project is open (empty): the export answers, with no rows.
  const exported = await send(page, 'getJsonProject');
  expect(JSON.parse(exported.msg as string)).toMatchObject({ rows: [] });
  // A history entry: Back returns to home.
  await popup.goBack();
  await expect(popup).toHaveURL(`${APP}/home`);
});

test('a catalogue without galleries: loadGallery and openGallery say so', async ({ page, context }) => {
  // Every sample catalogue has galleries: the gallery search answers this catalogue's as a catalogue
  // without any would be answered by the server (the same reply shape, an empty list).
  await context.route('**/api/v1/galleries/search*', async (route) => {
    const body = route.request().postDataJSON() as { catalog?: string } | null;
    if (body?.catalog?.toUpperCase() === 'DOORS') {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ galleries: [] }),
      });
    } else await route.continue();
  });
  await openParent(page, pages.parent);
  expect(await send(page, 'loadGallery', { catalog: 'DOORS', idGallery: 'X' })).toEqual(
    refused('loadGallery', 'No gallery available'),
  );
  expect(await send(page, 'openGallery', { catalog: 'DOORS' })).toEqual(
    refused('openGallery', 'No gallery available'),
  );
  expect(await send(page, 'openGallery', {})).toEqual(refused('openGallery', 'Missing catalog'));
  expect(await send(page, 'openGallery', { catalog: 'ATTIC' })).toEqual(
    refused('openGallery', 'Catalog not found'),
  );
});
