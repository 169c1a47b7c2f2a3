// Request and reply shapes of /api/v1 that core does not define. They mirror the server's zod
// schemas (the renderer may not import server/): server/api/schemas.ts, server/projects/schemas.ts,
// server/customers/schemas.ts, server/projects/*-routes.ts, server/reports/request.ts.
// The OpenAPI document at /api/docs is the reference; tests/api-client drives them against the real server.
import type { Maintenance, PhotoMatch, Profile, User } from '../../core/project/entities';
import type { ProjectInput } from '../../core/project/schema';

export type UserKind = 'guest' | 'pro' | 'customer';

/** server/api/schemas.ts ProfileReply: core's Profile plus what only the server knows. */
export type ProfileReply = Profile & {
  kind: UserKind;
  username: string | null;
  sellerLevel: number;
  language: string;
  customerEmail: string | null;
  /** A professional user's own e-mail address (where a password reset link goes). */
  email?: string | null;
  shop?: { cod: string; country: string; pricelist: string; shopPricelist?: string; currency: string };
};

/** server/api/schemas.ts PriceListChoicesReply: the lists a professional user may choose as default. */
export interface PriceListChoices {
  current: string;
  shopDefault: string;
  lists: { cod: string; des: string; currency: string }[];
}

/** server/api/schemas.ts SessionReply: every login kind, session, refresh and profile change. */
export interface SessionReply {
  /** Also usable as `Authorization: Bearer <sessionId>` where cookies cannot travel. */
  sessionId: string;
  expiresAt: string;
  profile: ProfileReply;
  user: User;
}

/** server/api/schemas.ts MaintenanceReply. */
export type MaintenanceReply = Maintenance & {
  startDateTimeUTC: string | null;
  endDateTimeUTC: string | null;
  isMaintenance: boolean;
  active: boolean;
  completed: boolean;
};

/** A project as stored: server/projects/schemas.ts ProjectReply. */
export interface StoredProject {
  id: number;
  revision: number;
  status: string;
  /** The caller may only look (read-only status for their seller level). */
  readOnly: boolean;
  /** The project with its id and status. */
  project: Record<string, unknown>;
}

export interface SaveOptions {
  /** The revision this save is based on; absent or null saves a new project. */
  baseRevision?: number | null;
  /** Saved as an offer (spec 7). */
  isOffer?: boolean;
}

/** server/projects/schemas.ts LIST_SORTS. */
export type ProjectListSort = `${'' | '-'}${'updated' | 'created' | 'des' | 'status' | 'customer' | 'id'}`;

/** server/projects/schemas.ts ListQuery. */
export interface ProjectListQuery {
  status?: string;
  /** Matched in the title and the customer code. */
  text?: string;
  /** Customer code (e-mail), exact, any case. */
  customer?: string;
  /** Order: updated, created, des, status, customer or id; a leading - is descending (default -updated). */
  sort?: ProjectListSort;
  /** From 1 (default 1). */
  page?: number;
  /** 1 to 200 (default 25). */
  pageSize?: number;
}

export interface ProjectSummary {
  id: number;
  des: string;
  status: string;
  customercod: string | null;
  shopId: number | null;
  revision: number;
  isOffer: boolean;
  /** customerFields.generalTotal as saved (decimal text), null when none. */
  total: string | null;
  /** GET projects/:id/picture has the project's picture. */
  hasPicture: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectList {
  items: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProjectLogEntry {
  who: string;
  action: string;
  detail: unknown;
  at: string;
}

export interface ProjectVersion {
  name: string;
  revision: number;
  createdAt: string;
}

/** server/projects/schemas.ts StatusBody (spec 7: project id, status, shop, user, extra data). */
export interface StatusChange {
  status: string;
  /** Move the project to this shop (code); staff only. */
  shop?: string;
  /** Assign the project to this user name; staff only. */
  user?: string;
  /** Extra project fields merged into the project (not id, status or schemaVersion). */
  extra?: Record<string, unknown>;
}

/** server/customers/schemas.ts CustomerFields (input: all but email may be left out). */
export interface CustomerFields {
  email: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  county?: string;
  country?: string;
  countryCode?: string;
  mobile?: string;
  vat?: string;
}

/** server/customers/schemas.ts Customer. */
export type Customer = Required<CustomerFields> & { id: number };

export interface CustomerSearch {
  /** Matched in e-mail, first and last name, city. */
  q?: string;
  /** 1 to 100 (default 20). */
  limit?: number;
}

export interface Notification {
  rowId: string;
  text: string;
  createdAt: string;
}

/** Photo upload reply: the first photo match and all of them. */
export type PhotoUpload = PhotoMatch & { photos: PhotoMatch[] };

/** server/reports/request.ts DsParam. */
export interface DsParam {
  name: string;
  value?: string | number | boolean | null;
}

/** A project object, or its JSON text. */
export type ProjectDocument = ProjectInput | Record<string, unknown> | string;

/** server/reports/request.ts ReportRequest (the report-engine call of spec 7). */
export interface ReportRequest {
  json1: ProjectDocument;
  json2?: ProjectDocument;
  /** View-maker views; their first PNG/JPEG picture is used when the project has none. */
  jsonViewmaker?: unknown;
  dsparam?: DsParam[];
  idProject?: string | number;
  reportName?: string;
  /** Download name; default order_merge.pdf. */
  fileName?: string;
  /** Only PDF is rendered. */
  format?: string;
  /** Label language: en (default), it, de. */
  lang?: string;
  /** Days the offer is valid; default 30. */
  validity?: number;
  /** Units the offer prints lengths in (EX: inches); default millimetres. */
  measures?: OfferMeasures;
}

/** server/reports/request.ts OfferMeasures: the person's length unit and the stored decimals. */
export interface OfferMeasures {
  length: string;
  lengthDecimals?: number;
}

/** server/reports/request.ts DevExpressRequest (module command jPrjCreatePDFDevExpress). */
export interface DevExpressRequest {
  wprinterPars: {
    sitePath?: string;
    userId?: string | number;
    json1: ProjectDocument;
    json2?: ProjectDocument;
    jsonViewmaker?: unknown;
    dsparam?: DsParam[];
    format?: string;
    fileName?: string;
  };
  reportname?: string;
  idProject?: string | number;
}

/** The rendered report: GET `url` (as a blob) to download it. */
export interface ReportReply {
  url: string;
  fileName: string;
}
