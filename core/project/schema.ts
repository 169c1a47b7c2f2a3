import { z } from 'zod';
import { ClosetSaveData } from '../closet/model';
import { ClosetRunData } from '../closet/runData';
import { DecimalString, ErpLine } from './erp';
import { cappedText, TEXT_LIMITS as MAX } from './text-limits';

/**
 * The saved project and its parts (spec 3) as zod schemas. Objects are loose: fields the server
 * adds beyond the spec survive a load/save round trip. Amounts and percents are DecimalString.
 */

/** The schema version written by this app; loadProject migrates older ones. */
export const CURRENT_SCHEMA_VERSION = 2;

/** Ids come as numbers or text depending on the back end. */
export const EntityId = z.union([z.string().min(1), z.number()]);
export type EntityId = z.infer<typeof EntityId>;

/** One variant of a row's rule: variant code and chosen value. */
export const RuleVariant = z.looseObject({
  cod: cappedText(MAX.code, 'A variant code'),
  value: cappedText(MAX.value, 'A variant value'),
});
export type RuleVariant = z.infer<typeof RuleVariant>;

/** Project row: one configured article in the project (spec 3). */
export const Row = z.looseObject({
  uniqueid: EntityId,
  boxid: EntityId.optional(),
  catalog: cappedText(MAX.code, 'A catalogue code'),
  reg: cappedText(MAX.code, 'A register').optional(),
  cmodel: cappedText(MAX.code, 'A model code').optional(),
  cod: cappedText(MAX.code, 'An article code').optional(),
  model: cappedText(MAX.code, 'A model code').optional(),
  des: cappedText(MAX.description, 'A description').optional(),
  neutro: z.union([z.string(), z.boolean()]).optional(),
  erp: z.array(ErpLine).default([]),
  rule: z.array(RuleVariant).default([]),
  /** Variant string: name=value pairs separated by semicolons. */
  var: cappedText(MAX.variantString, 'A variant string').optional(),
  img: z.string().optional(),
  /** The row's photo (spec 4 photo flow): its photo-match address; the offer PDF prints it. */
  photo: z.string().optional(),
  skipBasket: z.boolean().optional(),
  auto: z.boolean().optional(),
  local: z.boolean().optional(),
  wallItem: z.boolean().optional(),
  jeval3ddone: z.boolean().optional(),
  /** The closet the closet tool built (spec 3 "Closet save data"), on a closet model's row. */
  closet: ClosetSaveData.optional(),
});
export type Row = z.infer<typeof Row>;
export type RowInput = z.input<typeof Row>;

/** Customer row: the customer's data for one project row, matched by uniqueid (spec 3). */
export const CustomerRow = z.looseObject({
  uniqueid: EntityId,
  /** VAT percent for the row; used only when checkVat is true. */
  vat: DecimalString.default('0'),
  checkVat: z.boolean().default(false),
  /** A photo of the row is still needed. */
  ntp: z.boolean().default(true),
  /** How many of the configured article the customer takes. */
  qt: z.number().nonnegative().default(1),
  rifGmk: cappedText(MAX.value, 'A customer reference').optional(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

/** Catalogue totals, keyed by catalogue in customerFields.catalogsRows (spec 3). */
export const CatalogTotals = z.looseObject({
  /** Goods of the catalogue before its discounts. */
  tot: DecimalString.default('0.00'),
  /** Goods of the catalogue after its discounts. */
  totV: DecimalString.default('0.00'),
  /** Services of the catalogue. */
  totServices: DecimalString.default('0.00'),
  /** Percent discount of the catalogue (user input). */
  discount1: DecimalString.default('0'),
  /** Fixed discount of the catalogue (user input). */
  discount: DecimalString.default('0'),
});
export type CatalogTotals = z.infer<typeof CatalogTotals>;

/** Service of a catalogue (transport, assembly...), keyed by catalogue in customerFields.servicesRows. */
export const Service = z.looseObject({
  cod: cappedText(MAX.code, 'A service code').optional(),
  des: cappedText(MAX.description, 'A service description').optional(),
  /** Fixed offer amount; when non-zero the price is offer plus perc %. */
  offer: DecimalString.optional(),
  /** Percent: added to the offer, or taken of the catalogue total when there is no offer. */
  perc: DecimalString.optional(),
  /** VAT percent of the service; the project VAT when missing. */
  vat: DecimalString.optional(),
  /** Computed: price before VAT. */
  price: DecimalString.optional(),
  /** Computed: price with VAT. */
  total: DecimalString.optional(),
});
export type Service = z.infer<typeof Service>;

/** customerFields (spec 3): customer rows, notes, services and catalogue totals, project totals. */
export const CustomerFields = z.looseObject({
  /** Missing on older projects: build it with buildCustomerRows. */
  rows: z.array(CustomerRow).optional(),
  notes: cappedText(MAX.notes, 'Notes').default(''),
  servicesRows: z.record(z.string(), z.array(Service)).default({}),
  catalogsRows: z.record(z.string(), CatalogTotals).default({}),
  /** Project VAT percent. */
  vat: DecimalString.optional(),
  /** Project percent discount on goods. */
  discount1: DecimalString.optional(),
  /** Project fixed discount on the general total. */
  discount2: DecimalString.optional(),
  totVatE: DecimalString.optional(),
  totVatI: DecimalString.optional(),
  totalGoods: DecimalString.optional(),
  totalServices: DecimalString.optional(),
  generalTotal: DecimalString.optional(),
});
export type CustomerFields = z.infer<typeof CustomerFields>;

export const OrderAddress = z.looseObject({
  city: cappedText(MAX.addressField, 'The city').optional(),
  country: cappedText(MAX.addressField, 'The country').optional(),
  countrycode: cappedText(MAX.shortCode, 'The country code').optional(),
  county: cappedText(MAX.addressField, 'The county').optional(),
  email: cappedText(MAX.email, 'The e-mail address').optional(),
  firstname: cappedText(MAX.addressField, 'The first name').optional(),
  surname: cappedText(MAX.addressField, 'The surname').optional(),
  mobile: cappedText(MAX.shortCode, 'The phone number').optional(),
  postalcode: cappedText(MAX.shortCode, 'The postal code').optional(),
  street: cappedText(MAX.addressField, 'The street').optional(),
  vat: cappedText(MAX.shortCode, 'The VAT number').optional(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const HistoryEntry = z.looseObject({
  catalog: z.string(),
  models: z.array(z.unknown()).default([]),
  currentModel: z.unknown().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** Walls and windows of the room (the geometry itself belongs to core/room). */
export const EnvWall = z.looseObject({
  wallsVector: z.array(z.unknown()).default([]),
  windowInstance: z.array(z.unknown()).default([]),
});

/** The saved project (spec 3), at CURRENT_SCHEMA_VERSION. */
export const Project = z.looseObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: EntityId.optional(),
  des: cappedText(MAX.title, 'The project title').optional(),
  status: cappedText(MAX.code, 'The status').optional(),
  isopen: z.boolean().optional(),
  img: z.string().optional(),
  /** The customer's e-mail. */
  customercod: cappedText(MAX.email, 'The customer code (e-mail)').optional(),
  shopid: EntityId.optional(),
  /** Price list. */
  listid: EntityId.optional(),
  /** ISO date (YYYY-MM-DD) of the prices. */
  priceDate: z.string().optional(),
  /** Price increase coefficient; anything non-numeric counts as 1 (spec 5). */
  pricesIncrease: z.union([z.string(), z.number(), z.null()]).optional(),
  isoffer: z.boolean().optional(),
  rows: z.array(Row).default([]),
  customerFields: CustomerFields.prefault({}),
  currentVersion: z.union([z.string(), z.number(), z.null()]).optional(),
  currentrow: z.union([EntityId, z.null()]).optional(),
  envWall: EnvWall.optional(),
  engine_views: z.unknown().optional(),
  history: z.array(HistoryEntry).default([]),
  orderaddress: z.array(OrderAddress).default([]),
  /** Added on export from the preferences. */
  measures: z.looseObject({ length: z.string(), weight: z.string(), volume: z.string() }).optional(),
  currency: z.string().optional(),
  /** "Use in offer" from the job view (issue 22): the render job whose picture the offer shows. */
  imgFromRender: z.string().optional(),
  /**
   * The multi-closet run (issue 21, spec 2 multiClosetTool): walls of closet row ids in order and
   * the corners between them. A project-level field beside the rows it names, like envWall: it
   * belongs to no one row. loadProject drops ids of rows the project no longer has.
   */
  closetRun: ClosetRunData.optional(),
});
export type Project = z.infer<typeof Project>;
export type ProjectInput = z.input<typeof Project>;
