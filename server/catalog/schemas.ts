// Request and reply schemas of the catalogue and price calls (spec 7). Row, ErpLine and the
// project come from core/project; variant strings and data limits from core/catalog. The replies
// are core's (core/catalog/replies.ts): the browser's client infers its types from the same schemas.
import { z } from 'zod';
import { DataLimits } from '../../core/catalog';
import { normalizeLanguage } from '../../core/locale/languages';
import { ErpLine } from '../../core/project/erp';
import { Row, RuleVariant } from '../../core/project/schema';
import { errorReplies } from '../api/schemas';
import { hasControlCharacters } from './codes';

const MAX_CODE = 100;
const MAX_VARIANT = 10_000;

const code = (missing: string, what: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(MAX_CODE, `A ${what} code has at most ${MAX_CODE} characters`)
    .refine((text) => !hasControlCharacters(text), `A ${what} code must not contain control characters`);

export const CatalogCode = code('Missing catalog', 'catalogue');
export const ModelCode = code('Missing model', 'model');

export const Lang = z
  .string()
  .trim()
  .max(35, 'Not a language code')
  .transform(normalizeLanguage)
  .refine((lang) => lang === '' || /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(lang), 'Not a language code')
  .optional()
  .describe("Language of descriptions and messages (en, it, de ...); default the user's");

export const VariantString = z
  .string({ error: 'Expected a variant string like "WIDTH=600;FINISH=OAK"' })
  .max(MAX_VARIANT, `A variant string has at most ${MAX_VARIANT} characters`)
  .describe('Variant string: NAME=value pairs separated by semicolons');

export const ListId = z
  .union([z.string().trim().max(MAX_CODE), z.number().int()])
  .optional()
  .describe("A price list code (a project's listid); default the shop's. Other lists: shop staff only");

/** Client errors every catalogue call may answer. */
export const catalogErrors = errorReplies(400, 401, 403, 404);

export const CatalogParams = z.object({ catalog: CatalogCode });
export const LangQuery = z.object({ lang: Lang });

export const ModelsQuery = z.object({
  model: z.string().trim().max(MAX_CODE, `A model code has at most ${MAX_CODE} characters`).optional(),
  lang: Lang,
});

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .transform((v) => v === true || v === 1 || v === '1');

/** Spec 7: header rule set (Catalogo, cmodel, model, fldef, forcedvar, defaultvar, datalimits). */
export const HeaderBody = z.object({
  Catalogo: CatalogCode.describe('The catalogue code'),
  cmodel: z
    .string()
    .max(MAX_VARIANT)
    .optional()
    .describe('The current coded model; the reply says if it changed'),
  model: z
    .string()
    .trim()
    .max(MAX_CODE)
    .optional()
    .describe('The model; empty with fldef: the default model'),
  fldef: flag.optional().describe("Use the catalogue's default model when model is empty"),
  forcedvar: VariantString.optional().describe('Variant string of values that win over defaultvar'),
  defaultvar: VariantString.optional().describe('Variant string of chosen values'),
  datalimits: DataLimits.optional().describe('Numeric limits per variable for this call'),
  lang: Lang,
});

export const RuleLoadBody = z.object({
  catalog: CatalogCode,
  model: ModelCode,
  variant: VariantString.optional().describe('The configuration; or give rule'),
  rule: z
    .array(RuleVariant)
    .max(1000)
    .optional()
    .describe("The row's rule (cod, value); used when variant is absent"),
  datalimits: DataLimits.optional(),
  listid: ListId,
  lang: Lang,
});

export const ItemTipQuery = z.object({
  model: z.string({ error: 'Missing model' }).trim().min(1, 'Missing model').max(MAX_CODE),
  classification: z.string().trim().max(MAX_CODE).optional(),
  lang: Lang,
});
/** Spec 7: every search field defaults to 0, meaning "no filter". */
const searchField = z
  .union([z.string().max(200, 'A search value has at most 200 characters'), z.number()])
  .default(0)
  .describe('0 or empty: no filter');
export const GallerySearchBody = z.object({
  catalog: searchField.describe('Catalogue code; 0: every catalogue'),
  filter1: searchField.describe('NAME=value (or a bare value matching any variable) the gallery must have'),
  filter2: searchField,
  filter3: searchField,
  filter4: searchField,
  filter5: searchField,
  l1: searchField.describe("A classification the gallery's model is in (item-search tree, any level)"),
  l2: searchField.describe('A second classification, usually a child of l1'),
  t: searchField.describe('Text found in the code or a description, case-insensitive'),
  order: z
    .union([z.number(), z.string().regex(/^\d+$/, 'order is 0, 1 or 2').transform(Number)])
    .pipe(z.number().int('order is 0, 1 or 2').min(0, 'order is 0, 1 or 2').max(2, 'order is 0, 1 or 2'))
    .default(0)
    .describe('0: catalogue order, 1: by code, 2: by description'),
  lang: Lang,
});

export const GalleryParams = z.object({
  catalog: CatalogCode,
  cod: z.string().trim().min(1, 'Missing id gallery').max(MAX_CODE, 'Unknown id gallery'),
});
export const GalleryQuery = z.object({ lang: Lang, listid: ListId });
/** The catalogue document for the browser: a project's price list (spec 3) instead of the shop's. */
export const DocumentQuery = z.object({ listid: ListId });

/** Spec 7: recompute prices sends per row only these fields; anything else is ignored. */
export const RecomputeRow = z.object({
  uniqueid: Row.shape.uniqueid,
  boxid: Row.shape.boxid,
  catalog: CatalogCode,
  model: ModelCode,
  cmodel: z.string().max(MAX_VARIANT).optional(),
  neutro: z.union([VariantString, z.boolean()]).optional().describe("The row's variant string"),
  erp: z.array(ErpLine).max(1000).default([]),
});
export const RecomputeBody = z.object({
  rows: z.array(RecomputeRow).max(2000, 'At most 2000 rows per call'),
  listid: ListId,
});

export const ReevaluateBody = z.object({
  project: z.record(z.string(), z.unknown()).describe('The project (any schema version; migrated on load)'),
});

export const PromotionsQuery = z.object({
  catalog: z
    .string()
    .trim()
    .max(MAX_CODE)
    .optional()
    .describe('Catalogue code (Catalogo); empty: every catalogue'),
  orderdate: z
    .union([z.literal(''), z.iso.date('orderdate must be a date like 2026-11-22')])
    .optional()
    .describe('YYYY-MM-DD; empty: today'),
});

export {
  CatalogDocumentReply,
  CatalogSummary,
  CatalogsReply,
  ModelSummary,
  ModelsReply,
  HeaderReply,
  EvaluationReply,
  ItemTipReply,
  GallerySummary,
  GallerySearchReply,
  GalleryReply,
  RecomputedRow,
  RecomputeReply,
  ReevaluateReply,
  PromotionsReply,
} from '../../core/catalog/replies';
