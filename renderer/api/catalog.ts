// Typed client of the catalogue and price calls (server/catalog, /api/v1). Shapes mirror the
// server's zod schemas (server/catalog/schemas.ts); the OpenAPI document at /api/docs is the reference.
import type { Evaluation as CoreEvaluation, Violation } from '../../core/catalog';
import type { ErpLine } from '../../core/project/erp';
import type { ProjectInput, RuleVariant } from '../../core/project/schema';
import { defaultTransport } from './transport';

type Value = string | number | boolean | null;
type Local = Record<string, string>;
type Limits = Record<string, { min?: number; max?: number; step?: number }>;

export interface CatalogSummary {
  cod: string;
  des: string;
  local: Local;
}

export interface ModelSummary {
  cod: string;
  basemodel: string | null;
  fldef: boolean;
  forcedvariants: string;
  defaultvariants: string;
  des: string;
  local: Local;
}

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

export interface HeaderReply {
  catalog: string;
  cModel: string;
  model: string;
  /** Header fields joined by TAB. */
  register: string;
  hasHeaderRule: boolean;
  /** cModel differs from the cmodel sent. */
  changed: boolean;
  values: Record<string, Value>;
  variant: string;
  valid: boolean;
  missing: string[];
  violations: Violation[];
}

/** Rule load: core's evaluation of one configuration, plus the price list used. */
export type Evaluation = CoreEvaluation & { priceList: string | null };

export interface ItemTip {
  catalog: { cod: string; des: string };
  model: { cod: string; des: string };
  classification: { cod: string; des: string; path: { cod: string; des: string }[] } | null;
  articles: { cod: string; des: string }[];
  price: { punit: string; currency: string | null; priceList: string | null } | null;
  geometry: { width: number; height: number; depth: number } | null;
}

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

export interface GallerySummary {
  catalog: string;
  cod: string;
  des: string;
  model: string;
  variants: string;
  image: string | null;
  classifications: string[];
}

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

export interface RecomputedRow {
  uniqueid: string | number;
  boxid?: string | number;
  catalog: string;
  model: string;
  cmodel?: string;
  erp: ErpLine[];
  ok: boolean;
  valid: boolean;
  currency: string | null;
  priceList: string | null;
  error?: { code: string; message: string };
}

export interface ReevaluatedProject {
  project: ProjectInput;
  failed: { uniqueid: string | number; code: string; message: string }[];
  currency: string;
  totals: Record<string, string>;
}

export interface RuleLoadRequest {
  catalog: string;
  model: string;
  variant?: string;
  rule?: RuleVariant[];
  datalimits?: Limits;
  listid?: string | number;
  lang?: string;
}

export interface Promotions {
  campaigns: { cod: string; des?: string; [field: string]: unknown }[];
  deliveries: { cod: string; des?: string; [field: string]: unknown }[];
  lists: { cod: string; des?: string; [field: string]: unknown }[];
}

/** A catalogue document for the browser's rule engine, with only the caller's price list in it. */
export interface CatalogDocumentReply {
  catalog: string;
  priceList: string | null;
  currency: string | null;
  /** The core/catalog document (load it with loadCatalog). */
  document: unknown;
}

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
