// Set-up shared by the suites that seed a stored kitchen and follow it to the offer view, its
// photos, pictures and PDF (offer-pdf, photos, scene-media).
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { search } from './projectsHelpers';

/** The kitchen sample catalogue, loaded by core as the server loads it. */
export const kitchen = loadCatalog(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/catalogs/kitchen.json'), 'utf8')),
);

export interface KitchenRowsOptions {
  /** The price list core prices the rows in (a CHF project's is RETAIL-CHF). */
  priceList?: string;
  /**
   * Store each box's variant as given, the options chosen and no more, rather than core's full
   * variant: the options left out follow the catalogue's defaults again when the row is edited
   * (a sink base narrowed to 600 mm takes that width's doors).
   */
  variantAsGiven?: boolean;
}

/** Kitchen rows evaluated by core, as a saved project stores them (with the header's cmodel). */
export function kitchenRows(
  boxes: readonly { model: string; variant: string }[],
  { priceList = 'RETAIL-EUR', variantAsGiven = false }: KitchenRowsOptions = {},
) {
  return boxes.map((box, index) => {
    const result = evaluate(compileModel(kitchen, box.model), box.variant, { priceList });
    return {
      uniqueid: index + 1,
      boxid: index + 1,
      catalog: 'KITCHEN',
      model: box.model,
      cod: result.erp[0]?.cod ?? box.model,
      cmodel: result.header?.cModel ?? box.model,
      erp: result.erp,
      var: variantAsGiven ? box.variant : result.variant,
      rule: [],
    };
  });
}

/**
 * One page for all the tests of a serial suite, opened before the first (its screenshot folder
 * made) and closed after the last; `use` receives it.
 */
export function serialPage(
  shots: string,
  use: (page: Page) => void,
  options: BrowserContextOptions = {},
  timeout?: number,
): void {
  test.describe.configure({ mode: 'serial', ...(timeout ? { timeout } : {}) });
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    mkdirSync(shots, { recursive: true });
    page = await browser.newPage(options);
    use(page);
  });
  test.afterAll(() => page?.close());
}

/** From the projects list: finds the project by its title and opens it in the offer view. */
export async function openInOfferView(page: Page, title: string): Promise<void> {
  await search(page, title);
  await page.getByRole('button', { name: `Open project: ${title}` }).click();
  await expect(page).toHaveURL(/\/offerview$/);
}

/**
 * Every text the element `testId` shows, in order, as the person sees them (the loader's steps):
 * the array fills while the page runs. `name` is the page function that reports them (one a page).
 */
export async function textsSeen(page: Page, name: string, testId: string): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction(name, (text: string) => seen.push(text));
  await page.evaluate(
    ([report, id]) => {
      const send = (window as unknown as Record<string, (text: string) => void>)[report]!;
      let last = '';
      new MutationObserver(() => {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        if (text && text !== last) send((last = text));
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [name, testId] as const,
  );
  return seen;
}
