import { z } from 'zod';
import { EntityId } from './schema';

/** Entities around the project (spec 3): user, profile, shop, maintenance, photos, promotions, PDF. */

export const Shop = z.looseObject({ cod: z.string(), pricelist: z.string().optional() });
export type Shop = z.infer<typeof Shop>;

export const User = z.looseObject({
  guest: z.boolean().default(false),
  sellerLevel: z.number().optional(),
  setCatalog: z.string().optional(),
  shops: z.array(Shop).default([]),
});
export type User = z.infer<typeof User>;

export const Profile = z.looseObject({
  shop: z.looseObject({ cod: z.string(), country: z.string().optional() }).optional(),
  guest: z.boolean().default(false),
  /** The supervisor flag (spec 6). */
  admin: z.boolean().default(false),
  /** Consent flags, like '1;1;1;1'. */
  gdprFlags: z
    .string()
    .regex(/^[01](;[01])*$/, 'Expected GDPR flags like "1;1;1;1"')
    .optional(),
});
export type Profile = z.infer<typeof Profile>;

/** All consents given; anything else sends the user to /gdprprivacy in the GDPR flow (spec 4). */
export const GDPR_ALL_GIVEN = '1;1;1;1';

/** The customer picker's selection (spec 3). */
export const CustomerPickerResult = z.looseObject({
  email: z.string().min(1, 'A customer needs an e-mail'),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  postalCode: z.string().optional(),
  city: z.string().optional(),
  mobile: z.string().optional(),
  street: z.string().optional(),
  country: z.string().optional(),
});
export type CustomerPickerResult = z.infer<typeof CustomerPickerResult>;

/** Maintenance window (spec 3); null start/end cancel a booking. */
export const Maintenance = z.looseObject({
  startDateTimeUTC: z.string().nullable().optional(),
  endDateTimeUTC: z.string().nullable().optional(),
  isMaintenance: z.boolean().default(false),
  completed: z.boolean().optional(),
});
export type Maintenance = z.infer<typeof Maintenance>;

export const PhotoMatch = z.looseObject({ urlpic: z.string(), fileName: z.string() });
export type PhotoMatch = z.infer<typeof PhotoMatch>;

const PromotionEntry = z.looseObject({ cod: z.union([z.string(), z.number()]).optional() });
/** Entries whose cod is missing or blank are discarded (spec 3). */
const PromotionList = z
  .array(PromotionEntry)
  .default([])
  .transform((entries) => entries.filter((e) => String(e.cod ?? '').trim() !== ''));

/** ERP promotions state: campaigns, deliveries and price lists of a catalogue. */
export const PromotionsState = z.object({
  campaigns: PromotionList,
  deliveries: PromotionList,
  lists: PromotionList,
});
export type PromotionsState = z.infer<typeof PromotionsState>;

const ProjectDocument = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** Report-engine PDF request (spec 3 and 7); json2 defaults to json1, format to PDF. */
export const PdfReportRequest = z
  .object({
    json1: ProjectDocument,
    json2: ProjectDocument.optional(),
    jsonViewmaker: ProjectDocument.default(''),
    dsparam: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
    projectId: EntityId,
    reportName: z.string().min(1, 'A report name is required'),
    fileName: z.string().min(1, 'A file name is required'),
    format: z.string().min(1).default('PDF'),
  })
  .transform((r) => ({ ...r, json2: r.json2 ?? r.json1 }));
export type PdfReportRequest = z.infer<typeof PdfReportRequest>;
export type PdfReportRequestInput = z.input<typeof PdfReportRequest>;
