// Typed client of the catalogue and price calls (server/catalog, /api/v1). The replies' types are
// inferred from core's zod schemas (core/catalog/replies.ts), the ones the server answers with; the
// request shapes still mirror server/catalog/schemas.ts. The OpenAPI document at /api/docs is the reference.
import type { Evaluation as CoreEvaluation } from '../../core/catalog';
import type * as Replies from '../../core/catalog/replies';
import type { ErpLine } from '../../core/project/erp';
import type { z } from 'zod';
import type { ProjectInput, RuleVariant } from '../../core/project/schema';
import { defaultTransport } from './transport';

type Limits = Record<string, { min?: number; max?: number; step?: number }>;

export type CatalogSummary = z.output<typeof Replies.CatalogSummary>;

export type ModelSummary = z.output<typeof Replies.ModelSummary>;

export type { Violation, VariableState } from '../../core/catalog';

/** Spec 7 header rule set; `Catalogo` is the catalogue code. */
export interface HeaderRequest {
  Catalogo: string;
  cmodel?: string;
  model?: string;
  fldef?: boolean;
  forcedvar?: string;
  defaultvar?: string;
  datalimits?: Limits;
  lang?: string;
}

export type HeaderReply = z.output<typeof Replies.HeaderReply>;

/** Rule load: core's evaluation of one configuration, plus the price list used. */
export type Evaluation = CoreEvaluation & { priceList: string | null };

export type ItemTip = z.output<typeof Replies.ItemTipReply>;

/** Spec 7 gallery search: every field defaults to 0, meaning no filter. */
export interface GallerySearch {
  catalog?: string | number;
  filter1?: string | number;
  filter2?: string | number;
  filter3?: string | number;
  filter4?: string | number;
  filter5?: string | number;
  l1?: string | number;
  l2?: string | number;
  t?: string | number;
  /** 0 catalogue order, 1 by code, 2 by description. */
  order?: 0 | 1 | 2;
  lang?: string;
}

export type GallerySummary = z.output<typeof Replies.GallerySummary>;

/** Spec 7 recompute prices: per row only these fields travel. */
export interface RecomputeRow {
  uniqueid: string | number;
  boxid?: string | number;
  catalog: string;
  model: string;
  cmodel?: string;
  neutro?: string | boolean;
  erp?: ErpLine[];
}

export type RecomputedRow = z.output<typeof Replies.RecomputedRow>;

export type ReevaluatedProject = z.output<typeof Replies.ReevaluateReply>;

export interface RuleLoadRequest {
  catalog: string;
  model: string;
  variant?: string;
  rule?: RuleVariant[];
  datalimits?: Limits;
  listid?: string | number;
  lang?: string;
}

export type Promotions = z.output<typeof Replies.PromotionsReply>;

/** A catalogue document for the browser's rule engine, with only the caller's price list in it. */
export type CatalogDocumentReply = z.output<typeof Replies.CatalogDocumentReply>;

export interface CatalogApi {
  catalogs(lang?: string): Promise<CatalogSummary[]>;
  /** `listid`: a project's price list (spec 3) instead of the shop's. */
  document(catalog: string, listid?: string): Promise<CatalogDocumentReply>;
  models(catalog: string, options?: { model?: string; lang?: string }): Promise<ModelSummary[]>;
  headerRule(request: HeaderRequest): Promise<HeaderReply>;
  itemTip(
    catalog: string,
    model: string,
    options?: { classification?: string; lang?: string },
  ): Promise<ItemTip>;
  searchGalleries(search?: GallerySearch): Promise<GallerySummary[]>;
  loadGallery(
    catalog: string,
    cod: string,
    options?: { lang?: string; listid?: string | number },
  ): Promise<{ gallery: GallerySummary; evaluation: Evaluation }>;
  recomputePrices(rows: RecomputeRow[], listid?: string | number): Promise<RecomputedRow[]>;
  /** Any saved project (older schema versions are migrated by the server). */
  reevaluateProject(project: ProjectInput | Record<string, unknown>): Promise<ReevaluatedProject>;
  loadRule(request: RuleLoadRequest): Promise<Evaluation>;
  promotions(options?: { catalog?: string; orderdate?: string }): Promise<Promotions>;
}

/** Sends one JSON call to /api/v1/<path>; rejects with ApiError (the server's message) on failure. */
export type SendJson = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

const query = (values: Record<string, string | number | undefined>) => {
  const entries = Object.entries(values).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};
const segment = encodeURIComponent;

export function createCatalogApi(send: SendJson): CatalogApi {
  return {
    catalogs: async (lang) =>
      (await send<{ catalogs: CatalogSummary[] }>('GET', `catalogs${query({ lang })}`)).catalogs,
    document: (catalog, listid) => send('GET', `catalogs/${segment(catalog)}/document${query({ listid })}`),
    models: async (catalog, options = {}) =>
      (await send<{ models: ModelSummary[] }>('GET', `catalogs/${segment(catalog)}/models${query(options)}`))
        .models,
    headerRule: (request) => send('POST', 'rules/header', request),
    itemTip: (catalog, model, options = {}) =>
      send('GET', `catalogs/${segment(catalog)}/item-tip${query({ model, ...options })}`),
    searchGalleries: async (search = {}) =>
      (await send<{ galleries: GallerySummary[] }>('POST', 'galleries/search', search)).galleries,
    loadGallery: (catalog, cod, options = {}) =>
      send('GET', `catalogs/${segment(catalog)}/galleries/${segment(cod)}${query(options)}`),
    recomputePrices: async (rows, listid) =>
      (await send<{ rows: RecomputedRow[] }>('POST', 'prices/recompute', { rows, listid })).rows,
    reevaluateProject: (project) => send('POST', 'projects/reevaluate', { project }),
    loadRule: (request) => send('POST', 'rules/load', request),
    promotions: (options = {}) => send('GET', `promotions${query(options)}`),
  };
}

/** The browser sender: the shared transport (document base, session cookie, timeout, ApiError). */
export const sendJson: SendJson = (method, path, body) =>
  defaultTransport.json(method, path, body === undefined ? {} : { body });

export const httpCatalogApi: CatalogApi = createCatalogApi(sendJson);
