// The replies of the catalogue and price calls (spec 7), as zod schemas: the server validates and
// documents its answers with them (server/catalog/schemas.ts), the browser's client takes its types
// from them (renderer/api/catalog.ts), so neither restates the other.
import { z } from 'zod';
import { ErpLine } from '../project/erp';
import { FRONT_KINDS, HANDLE_KINDS } from './geometry';
import { EntityId } from '../project/schema';

/** The catalogue document for the browser's rule engine (core/catalog format), one price list kept. */
export const CatalogDocumentReply = z.object({
  catalog: z.string(),
  /** The stored document's content hash: its version (pictures of its articles are cached by it). */
  hash: z.string(),
  priceList: z.string().nullable(),
  currency: z.string().nullable(),
  document: z.record(z.string(), z.unknown()),
});

export const CatalogSummary = z
  .object({ cod: z.string(), des: z.string(), local: z.record(z.string(), z.string()) })
  .meta({ id: 'CatalogSummary' });
export const CatalogsReply = z.object({ catalogs: z.array(CatalogSummary) });

export const ModelSummary = z
  .object({
    cod: z.string(),
    basemodel: z.string().nullable(),
    fldef: z.boolean(),
    forcedvariants: z.string(),
    defaultvariants: z.string(),
    des: z.string(),
    local: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ModelSummary' });
export const ModelsReply = z.object({ catalog: z.string(), models: z.array(ModelSummary) });

const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const Violation = z.object({
  code: z.string(),
  message: z.string(),
  variable: z.string().optional(),
  rule: z.string().optional(),
});
const Header = z.object({ cModel: z.string(), model: z.string(), register: z.string() });

export const HeaderReply = z
  .object({
    catalog: z.string(),
    cModel: z.string(),
    model: z.string(),
    register: z.string().describe('Header fields joined by TAB'),
    hasHeaderRule: z.boolean(),
    changed: z.boolean().describe('cModel differs from the cmodel sent'),
    values: z.record(z.string(), Value),
    variant: z.string(),
    valid: z.boolean(),
    missing: z.array(z.string()),
    violations: z.array(Violation),
  })
  .meta({ id: 'HeaderRule' });

const VariableState = z.object({
  cod: z.string(),
  des: z.string(),
  type: z.enum(['choice', 'number', 'boolean', 'text']),
  group: z.string().optional(),
  value: Value,
  source: z.enum(['none', 'default', 'user', 'computed', 'forced']),
  visible: z.boolean(),
  mandatory: z.boolean(),
  dClass: z.string().optional(),
  options: z
    .array(
      z.object({
        value: z.string(),
        des: z.string(),
        swatch: z.string().optional(),
        image: z.string().optional(),
      }),
    )
    .readonly()
    .optional(),
  range: z.object({ min: z.number(), max: z.number(), step: z.number().optional() }).optional(),
});

/** core's evaluate result plus the catalogue price list used. */
export const EvaluationReply = z
  .object({
    catalog: z.string(),
    model: z.string(),
    priceList: z.string().nullable(),
    currency: z.string().nullable(),
    values: z.record(z.string(), Value),
    variables: z.record(z.string(), VariableState).describe('Available values and ranges per variable'),
    variant: z.string(),
    choices: z
      .string()
      .describe('The variant given with each value a rule forbids replaced by its fallback (issue 19)'),
    adjustments: z
      .array(
        z.object({
          variable: z.string(),
          des: z.string(),
          from: Value,
          fromDes: z.string(),
          to: Value,
          toDes: z.string(),
          rule: z.string().optional(),
          reason: z.string().optional(),
          message: z.string().describe('What changed and why, in the asked language'),
        }),
      )
      .describe('Chosen values a rule forbids: the default, else the first allowed value, took their place'),
    missing: z.array(z.string()),
    violations: z.array(Violation),
    valid: z.boolean(),
    erp: z.array(ErpLine),
    registers: z.record(z.string(), z.string()),
    header: Header.nullable(),
    geometry: z
      .object({
        width: z.number(),
        height: z.number(),
        depth: z.number(),
        elevation: z.number().optional(),
        opening: z.enum(['door', 'window']).optional(),
        build: z.string().optional(),
        finishes: z.record(z.string(), z.string()).optional(),
        params: z.record(z.string(), z.number()),
        fronts: z
          .array(
            z.object({
              kind: z.enum(FRONT_KINDS),
              height: z.number().optional(),
              columns: z.number(),
              repeat: z.number(),
              hinge: z.enum(['L', 'R']).optional(),
              from: z.number().optional(),
              to: z.number().optional(),
            }),
          )
          .optional(),
        handle: z.enum(HANDLE_KINDS).optional(),
      })
      .nullable(),
  })
  .meta({ id: 'RuleLoad' });

const Described = z.object({ cod: z.string(), des: z.string() });
export const ItemTipReply = z
  .object({
    catalog: Described,
    model: Described,
    classification: Described.extend({ path: z.array(Described) }).nullable(),
    articles: z.array(Described),
    price: z
      .object({ punit: z.string(), currency: z.string().nullable(), priceList: z.string().nullable() })
      .nullable(),
    geometry: z.object({ width: z.number(), height: z.number(), depth: z.number() }).nullable(),
  })
  .meta({ id: 'ItemTip' });

export const GallerySummary = z
  .object({
    catalog: z.string(),
    cod: z.string(),
    des: z.string(),
    model: z.string(),
    variants: z.string(),
    image: z.string().nullable(),
    classifications: z.array(z.string()),
  })
  .meta({ id: 'GallerySummary' });
export const GallerySearchReply = z.object({ galleries: z.array(GallerySummary) });

export const GalleryReply = z
  .object({ gallery: GallerySummary, evaluation: EvaluationReply })
  .meta({ id: 'GalleryLoad' });

const RowError = z.object({ code: z.string(), message: z.string() });
export const RecomputedRow = z.object({
  uniqueid: EntityId,
  boxid: EntityId.optional(),
  catalog: z.string(),
  model: z.string(),
  cmodel: z.string().optional(),
  erp: z.array(ErpLine),
  ok: z.boolean(),
  valid: z.boolean().describe('No violations and nothing missing'),
  currency: z.string().nullable(),
  priceList: z.string().nullable(),
  error: RowError.optional().describe('Why the row could not be evaluated; its erp is sent back unchanged'),
});
export const RecomputeReply = z.object({ rows: z.array(RecomputedRow) }).meta({ id: 'RecomputedPrices' });

export const ReevaluateReply = z
  .object({
    project: z.looseObject({ schemaVersion: z.number(), rows: z.array(z.unknown()) }),
    failed: z.array(RowError.extend({ uniqueid: EntityId })),
    currency: z.string(),
    totals: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ReevaluatedProject' });

const PromotionEntry = z.looseObject({ cod: z.string(), des: z.string().optional() });
export const PromotionsReply = z
  .object({
    campaigns: z.array(PromotionEntry),
    deliveries: z.array(PromotionEntry),
    lists: z.array(PromotionEntry),
  })
  .meta({ id: 'Promotions' });
