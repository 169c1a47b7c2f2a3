import { z } from 'zod';
import { DecimalString } from '../project/erp';

/**
 * The catalogue document format (see README.md in this folder for the full guide and a worked
 * example). Every catalogue file is one JSON document validated by `CatalogDocument`.
 * Bump CATALOG_FORMAT_VERSION when the shape changes and add a migration in load.ts.
 */
export const CATALOG_FORMAT_VERSION = 2;

/** A code usable as an expression identifier: variables, registers and geometry names. */
export const Identifier = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'Expected a code of letters, digits and underscores, like "WIDTH"');

/** A catalogue code (catalogue, model, article, classification, gallery, price list, service). */
export const Code = z.string().min(1, 'A code must not be empty');

/** Expression text, evaluated by the rule engine's safe expression language (jexl), never by eval. */
export const Expression = z.string().min(1, 'An expression must not be empty');

/** Localised texts: language code (en, it, de ...) to text. `des` remains the default text. */
export const Local = z.record(z.string().min(1), z.string());

/** Numeric limits; used by number variables, model data limits and context overrides. */
export const NumericLimits = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
});
export type NumericLimits = z.infer<typeof NumericLimits>;

/** Data limits: variable code to numeric limits that narrow the variable's own range. */
export const DataLimits = z.record(Identifier, NumericLimits);
export type DataLimits = z.infer<typeof DataLimits>;

const described = {
  des: z.string().default(''),
  local: Local.optional(),
};

export const Catalog = z.object({ cod: Code, ...described });
export type Catalog = z.infer<typeof Catalog>;

export const Classification = z.object({ cod: Code, ...described, parent: Code.optional() });
export type Classification = z.infer<typeof Classification>;

/** One value of a choice variable. */
export const ChoiceValue = z.object({
  value: z.string().min(1, 'A choice value must not be empty'),
  ...described,
  /** A CSS colour shown as a swatch, e.g. "#c8a165". */
  swatch: z.string().optional(),
  /**
   * What a finish is made of, so the 3D view draws it as the shop delivers it: wood with its grain,
   * stone with its veins, lacquer with its sheen (gloss with a clear coat), metal, glass.
   */
  material: z.enum(['wood', 'stone', 'lacquer', 'gloss', 'matt', 'metal', 'glass']).optional(),
  /** An image (texture, thumbnail) path relative to the catalogue's resources. */
  image: z.string().optional(),
  /** Default price extra when the active price list lists none for this value. */
  extra: DecimalString.optional(),
});
export type ChoiceValue = z.infer<typeof ChoiceValue>;

const variableCommon = {
  cod: Identifier,
  ...described,
  /** A visible mandatory variable without a value is reported in `missing`. */
  mandatory: z.boolean().default(false),
  /** UI grouping (a tab or section label code). */
  group: z.string().optional(),
  /** Expression: the variable is shown only when this is truthy. Hidden variables are not mandatory. */
  visibleIf: Expression.optional(),
  /** Reference to a dClass entry of the configuration file (spec 3: dclass). */
  dClass: z.string().optional(),
};

export const ChoiceVariable = z.object({
  ...variableCommon,
  type: z.literal('choice'),
  values: z.array(ChoiceValue).min(1, 'A choice variable needs at least one value'),
  default: z.string().optional(),
});
export const NumberVariable = z.object({
  ...variableCommon,
  type: z.literal('number'),
  min: z.number(),
  max: z.number(),
  step: z.number().positive().optional(),
  /** Display unit, e.g. "mm". */
  unit: z.string().optional(),
  default: z.number().optional(),
});
export const BooleanVariable = z.object({
  ...variableCommon,
  type: z.literal('boolean'),
  default: z.boolean().optional(),
});
export const TextVariable = z.object({
  ...variableCommon,
  type: z.literal('text'),
  maxLength: z.number().int().positive().optional(),
  default: z.string().optional(),
});
export const Variable = z.discriminatedUnion('type', [
  ChoiceVariable,
  NumberVariable,
  BooleanVariable,
  TextVariable,
]);
export type Variable = z.infer<typeof Variable>;
export type ChoiceVariable = z.infer<typeof ChoiceVariable>;
export type NumberVariable = z.infer<typeof NumberVariable>;

const ruleCommon = {
  cod: Code,
  ...described,
  /** Expression: the rule applies only when this is truthy (always when absent). */
  when: Expression.optional(),
};

/** Sets a variable from an expression. `force: true` locks it; `force: false` only fills it when the user chose nothing. */
export const SetRule = z.object({
  ...ruleCommon,
  kind: z.literal('set'),
  variable: Identifier,
  value: Expression,
  force: z.boolean().default(true),
});
/** Removes values of a choice variable ("glass fronts exclude handle H3"). */
export const ExcludeRule = z.object({
  ...ruleCommon,
  kind: z.literal('exclude'),
  variable: Identifier,
  values: z.array(z.string().min(1)).min(1),
});
/** Keeps only the listed values of a choice variable. */
export const RequireRule = z.object({
  ...ruleCommon,
  kind: z.literal('require'),
  variable: Identifier,
  values: z.array(z.string().min(1)).min(1),
});
/** Narrows a number variable's range; min and max are expressions. */
export const RangeRule = z.object({
  ...ruleCommon,
  kind: z.literal('range'),
  variable: Identifier,
  min: Expression.optional(),
  max: Expression.optional(),
});
/** A validity condition: when `condition` is falsy, a violation with `message` is reported. */
export const ValidateRule = z.object({
  ...ruleCommon,
  kind: z.literal('validate'),
  condition: Expression,
  message: z.string().min(1),
  messageLocal: Local.optional(),
});
/** Writes a named register (a string), e.g. the closet registers CLOSETSTRUCT, CLOSETDIV, CLITEMS, CLOSETAREAS. */
export const RegisterRule = z.object({
  ...ruleCommon,
  kind: z.literal('register'),
  register: Identifier,
  value: Expression,
});
/** The header rule: cModel and model expressions and a tab-separated register written to HEADER. */
export const HeaderRule = z.object({
  ...ruleCommon,
  kind: z.literal('header'),
  cModel: Expression.optional(),
  model: Expression.optional(),
  fields: z.array(Expression),
});
/** A sub-article (accessory) line: level 1+ ERP line with a quantity formula. */
export const SubArticleRule = z.object({
  ...ruleCommon,
  kind: z.literal('subArticle'),
  /** Literal article code; or `articleExpr` to compute it. Exactly one of the two. */
  article: Code.optional(),
  articleExpr: Expression.optional(),
  qt: Expression,
  /** Unit price formula; when absent the price list gives the price. */
  price: Expression.optional(),
  level: z.number().int().min(1).default(1),
});
export const Rule = z.discriminatedUnion('kind', [
  SetRule,
  ExcludeRule,
  RequireRule,
  RangeRule,
  ValidateRule,
  RegisterRule,
  HeaderRule,
  SubArticleRule,
]);
export type Rule = z.infer<typeof Rule>;
export type RuleKind = Rule['kind'];

/** The main (level 0) ERP line of a model. */
export const MainLine = z.object({
  /** Literal article code (default: the model code) or `articleExpr` to compute it. */
  article: Code.optional(),
  articleExpr: Expression.optional(),
  /** Quantity formula (default "1"). */
  qt: Expression.optional(),
  /** Unit price formula; when absent the price list gives the price. */
  price: Expression.optional(),
});
export type MainLine = z.infer<typeof MainLine>;

/** Geometry outputs for the 3D and 2D views: width, height, depth in mm plus named numbers. */
export const Geometry = z.object({
  width: Expression,
  height: Expression,
  depth: Expression,
  /**
   * Height (mm) of the unit's bottom above the floor where it is placed by default: wall units
   * hang, worktops lie on the base units. Absent: it stands on the floor. The 2D plan, the 3D view
   * and the server's drawings place new rows with it (core/layout/autoPlace).
   */
  elevation: Expression.optional(),
  /**
   * The model is a door or a window: it is placed in a wall, cutting its opening (a window's sill
   * at `elevation`), not on the floor (core/layout/openings.ts).
   */
  opening: z.enum(['door', 'window']).optional(),
  params: z.record(Identifier, Expression).optional(),
  /**
   * The 3D builder family that draws the model from its params (renderer/scene/parts/families.ts):
   * the catalogue says how each option looks, one builder reads it for every model of the family.
   */
  build: Identifier.optional(),
  /** Surface roles of that builder (leaf, frame, handle, top…) to the variable whose value finishes it. */
  finishes: z.record(Identifier, Identifier).optional(),
  /**
   * A cabinet's fronts ('cabinet' family), rows from the bottom of its body up: what each row is
   * (an expression giving door, drawer, flap, glass, appliance or open), its height in mm (absent:
   * the rows without one share the rest), how many cells side by side, how many such rows, the
   * doors' hinge side ('L', 'R'; absent: outward in pairs) and the span across (from, to, in mm
   * from the left; absent: the whole width).
   */
  fronts: z
    .array(
      z.object({
        kind: Expression,
        height: Expression.optional(),
        columns: Expression.optional(),
        repeat: Expression.optional(),
        hinge: Expression.optional(),
        from: Expression.optional(),
        to: Expression.optional(),
      }),
    )
    .optional(),
  /** The handle's kind (an expression giving bar, knob, gola, edge or none), for families with handles. */
  handle: Expression.optional(),
});
export type Geometry = z.infer<typeof Geometry>;

export const Model = z.object({
  cod: Code,
  ...described,
  /** A model this one extends: its variables, rules, limits, variants and geometry are inherited. */
  basemodel: Code.optional(),
  /** The catalogue's default model (at most one per catalogue). */
  fldef: z.boolean().default(false),
  /** Variant string (spec 3) of values that always apply and cannot be changed. */
  forcedvariants: z.string().default(''),
  /** Variant string (spec 3) of values used when the user chose nothing. */
  defaultvariants: z.string().default(''),
  /** Variable codes used by this model, in display order. */
  variables: z.array(Identifier).default([]),
  /** Rule codes applied by this model, in order. */
  rules: z.array(Code).default([]),
  datalimits: DataLimits.optional(),
  mainLine: MainLine.optional(),
  geometry: Geometry.optional(),
});
export type Model = z.infer<typeof Model>;

export const Article = z.object({
  cod: Code,
  ...described,
  classification: Code,
  /** The configurable model this article instantiates; absent for plain accessories. */
  model: Code.optional(),
  /** Variant string preset applied when the article is inserted. */
  variants: z.string().default(''),
});
export type Article = z.infer<typeof Article>;

/** A preset configuration (spec 5: loadGallery; matched case-insensitively). */
export const Gallery = z.object({
  cod: Code,
  ...described,
  model: Code,
  variants: z.string().default(''),
  image: z.string().optional(),
});
export type Gallery = z.infer<typeof Gallery>;

/** Base price of an article (any line) or a model (its main line). Exactly one of the two. */
export const BasePrice = z.object({
  article: Code.optional(),
  model: Code.optional(),
  price: DecimalString,
});
/** A band: applies when the value is <= `upTo` (bands are sorted ascending by upTo). */
export const PriceBand = z.object({ upTo: z.number(), price: DecimalString });
/**
 * A price table by numeric bands of one variable. `mode: "fixed"` adds the band price;
 * `mode: "perUnit"` adds band price x value / `unit` (e.g. unit 1000 for a price per metre of mm).
 */
export const PriceTable = z.object({
  cod: Code,
  article: Code.optional(),
  model: Code.optional(),
  variable: Identifier,
  mode: z.enum(['fixed', 'perUnit']).default('fixed'),
  unit: z.number().positive().default(1),
  bands: z.array(PriceBand).min(1),
});
/**
 * A price extra for a chosen value; applies to the main line unless `article` names a line.
 * `mode: "fixed"` adds `price`; `"percent"` adds `percent` % of the line's list price before
 * extras (base price + tables + matrices); `"perUnit"` adds `price` x the number variable `per`
 * / `unit` (e.g. unit 1000: a price per metre of a length in mm).
 */
export const PriceExtra = z.object({
  variable: Identifier,
  value: z.string().min(1),
  mode: z.enum(['fixed', 'percent', 'perUnit']).default('fixed'),
  price: DecimalString.optional(),
  percent: DecimalString.optional(),
  per: Identifier.optional(),
  unit: z.number().positive().default(1),
  model: Code.optional(),
  article: Code.optional(),
});
export type PriceExtra = z.infer<typeof PriceExtra>;
/** One axis of a price matrix: a number variable and ascending band limits. */
export const MatrixAxis = z.object({
  variable: Identifier,
  upTo: z.array(z.number()).min(1),
});
/**
 * A price table over two number variables (e.g. window width x height): adds
 * `prices[row][column]` for the first row band with `rows.variable <= upTo` and the first column
 * band with `columns.variable <= upTo`. Scoped like a table (a model's main line or an article).
 */
export const PriceMatrix = z.object({
  cod: Code,
  article: Code.optional(),
  model: Code.optional(),
  rows: MatrixAxis,
  columns: MatrixAxis,
  prices: z.array(z.array(DecimalString).min(1)).min(1),
});
export type PriceMatrix = z.infer<typeof PriceMatrix>;
export const PriceList = z.object({
  cod: Code,
  ...described,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code like "EUR"'),
  /** VAT percent, e.g. "22". */
  vat: DecimalString,
  prices: z.array(BasePrice).default([]),
  tables: z.array(PriceTable).default([]),
  matrices: z.array(PriceMatrix).default([]),
  extras: z.array(PriceExtra).default([]),
});
export type PriceList = z.infer<typeof PriceList>;
export type PriceTable = z.infer<typeof PriceTable>;

/** A service's amounts for one price list; a field left out falls back to the service's own. */
export const ServicePrice = z.object({
  priceList: Code,
  offer: DecimalString.optional(),
  perc: DecimalString.optional(),
  vat: DecimalString.optional(),
});
/**
 * A service (spec 3/9): price is offer plus percent, or percent of the catalogue total.
 * `offer`, `perc` and `vat` are the defaults; `prices` gives them per price list.
 */
export const Service = z.object({
  cod: Code,
  ...described,
  offer: DecimalString.default('0'),
  perc: DecimalString.default('0'),
  vat: DecimalString,
  prices: z.array(ServicePrice).default([]),
});
export type Service = z.infer<typeof Service>;

/**
 * A named group of variables (a UI section like SIZE, or a closet wizard step): variables name it
 * in `group`. `parent` makes it a sub group (a wizard sub step `001-002` of main step `001`).
 * `order` sorts groups among their siblings (default: catalogue order); `key` is a screen or
 * translation key (default: the code).
 */
export const Group = z.object({
  cod: z.string().min(1),
  ...described,
  order: z.number().int().optional(),
  parent: z.string().min(1).optional(),
  key: z.string().min(1).optional(),
});
export type Group = z.infer<typeof Group>;

export const CatalogDocument = z.object({
  formatVersion: z.literal(CATALOG_FORMAT_VERSION),
  catalog: Catalog,
  classifications: z.array(Classification).default([]),
  /** Variable groups and wizard steps; when given, every variable `group` must name one. */
  groups: z.array(Group).default([]),
  variables: z.array(Variable).default([]),
  rules: z.array(Rule).default([]),
  models: z.array(Model).min(1, 'A catalogue needs at least one model'),
  articles: z.array(Article).default([]),
  galleries: z.array(Gallery).default([]),
  priceLists: z.array(PriceList).default([]),
  services: z.array(Service).default([]),
});
export type CatalogDocument = z.infer<typeof CatalogDocument>;
/** The document as written in a file (defaults not yet applied). */
export type CatalogDocumentInput = z.input<typeof CatalogDocument>;
