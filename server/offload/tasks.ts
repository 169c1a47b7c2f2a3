// The jobs the worker pool runs (server/offload/worker.ts exports them to Piscina). Each takes plain,
// structured-clonable input and answers a TaskResult: a client mistake (ApiError, e.g. a 400 for a
// bad scene) crosses the thread boundary as data, since class identity does not survive cloning.
import type { CatalogDocument } from '../../core/catalog';
import type { ArticlePrice } from '../../core/pricing';
import { MoneyError } from '../../core/pricing/money';
import type { Project } from '../../core/project/schema';
import { ApiError, badRequest } from '../api/errors';
import { sceneZip, type SceneZipInput } from '../exports/scene-zip';
import { catalogTextsOf } from '../reports/catalog-texts';
import { findImage } from '../reports/images';
import { buildOffer, type OfferOptions } from '../reports/offer-model';
import type { FontFiles } from '../reports/pdf-parts';
import { renderOfferPdf } from '../reports/render-offer';
import { renderCustomerDocument, type CustomerDocument } from '../reports/documents';

export type TaskResult<T> =
  { ok: true; value: T } | { ok: false; statusCode: number; message: string; code?: string };

/**
 * An offer to build and render: everything the main thread looked up in storage, as plain data.
 * Building the offer model of 500 rows costs 200-500 ms and laying out its PDF seconds: both here.
 */
export interface RenderOfferInput {
  project: Project;
  options: Omit<OfferOptions, 'texts' | 'article' | 'fallbackImage'>;
  /** The catalogues of the project's rows (later ones win), for variant and service names. */
  catalogs: CatalogDocument[];
  /** Article prices for lines without one: catalogue -> article code -> price. */
  articlePrices: Record<string, Record<string, ArticlePrice>>;
  /** The view-maker document; its first picture is the project's when it has none. */
  viewmaker: unknown;
  creationDate: Date;
  fonts: FontFiles;
}

/** A customer document (labels, BOM, hand lists): the same inputs as the offer, and which one. */
export interface RenderDocumentInput extends RenderOfferInput {
  kind: CustomerDocument;
}

export interface Tasks {
  renderOffer: (input: RenderOfferInput) => Promise<TaskResult<Uint8Array>>;
  renderDocument: (input: RenderDocumentInput) => Promise<TaskResult<Uint8Array>>;
  sceneZip: (input: SceneZipInput) => Promise<TaskResult<Uint8Array>>;
}
export type TaskName = keyof Tasks;

async function settle<T>(work: () => T | Promise<T>): Promise<TaskResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, statusCode: error.statusCode, message: error.message, code: error.code };
    }
    throw error;
  }
}

/**
 * The article prices a project's lines may fall back to, as plain data (the lookup itself is a
 * closure over storage data and cannot cross to a thread).
 */
export function articlePriceTable(
  project: Project,
  article: (catalog: string, cod: string) => ArticlePrice | undefined,
): RenderOfferInput['articlePrices'] {
  const table: RenderOfferInput['articlePrices'] = {};
  for (const row of project.rows) {
    for (const line of row.erp) {
      const price = article(row.catalog, line.cod);
      if (price) (table[row.catalog] ??= {})[line.cod] = price;
    }
  }
  return table;
}

function renderOffer(input: RenderOfferInput): Promise<Uint8Array> {
  const { articlePrices } = input;
  let offer;
  try {
    offer = buildOffer(input.project, {
      ...input.options,
      texts: catalogTextsOf(input.catalogs),
      fallbackImage: findImage(input.viewmaker),
      article: (catalog, cod) => articlePrices[catalog]?.[cod],
    });
  } catch (error) {
    // Amounts core refuses (negative VAT, discount over 100 %...): the caller's data is wrong.
    if (error instanceof MoneyError) throw badRequest(error.message, 'INVALID_PROJECT');
    throw error;
  }
  return renderOfferPdf(offer, { creationDate: input.creationDate, fonts: input.fonts }).then(
    (pdf) => new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
  );
}

function renderDocument(input: RenderDocumentInput): Promise<Uint8Array> {
  const { language, today, shop, number } = input.options;
  return renderCustomerDocument(
    input.project,
    input.kind,
    { language, today, shop, number, texts: catalogTextsOf(input.catalogs) },
    { creationDate: input.creationDate, fonts: input.fonts },
  ).then((pdf) => new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

export const tasks: Tasks = {
  renderOffer: (input) => settle(() => renderOffer(input)),
  renderDocument: (input) => settle(() => renderDocument(input)),
  sceneZip: (input) => settle(() => sceneZip(input)),
};
