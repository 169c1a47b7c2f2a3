// Request and reply shapes of /api/v1. The project and customer shapes are inferred from core's zod
// schemas (core/project/replies.ts, customerReplies.ts), the ones the server answers with;
// the rest still mirror the server's schemas (the renderer may not import server/):
// server/api/schemas.ts (session, profile, maintenance), server/projects/*-routes.ts
// (notifications, photos), server/reports/request.ts.
// The OpenAPI document at /api/docs is the reference; tests/api-client drives them against the real server.
import type { Maintenance, PhotoMatch, Profile, User } from '../../core/project/entities';
import type {
  Customer as CustomerSchema,
  CustomerFields as CustomerFieldsSchema,
} from '../../core/project/customerReplies';
import type {
  ListReply,
  ListSort,
  LogReply,
  ProjectReply,
  ProjectSummary as ProjectSummarySchema,
  StatusBody,
  VersionList,
} from '../../core/project/replies';
import type { ProjectInput } from '../../core/project/schema';
import type { z } from 'zod';

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

/** A project as stored: core/project/replies.ts ProjectReply. */
export type StoredProject = z.output<typeof ProjectReply>;

export interface SaveOptions {
  /** The revision this save is based on; absent or null saves a new project. */
  baseRevision?: number | null;
  /** Saved as an offer (spec 7). */
  isOffer?: boolean;
}

/** core/project/replies.ts LIST_SORTS. */
export type ProjectListSort = ListSort;

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

export type ProjectSummary = z.output<typeof ProjectSummarySchema>;

export type ProjectList = z.output<typeof ListReply>;

export type ProjectLogEntry = z.output<typeof LogReply>['entries'][number];

export type ProjectVersion = z.output<typeof VersionList>['versions'][number];

/** core/project/replies.ts StatusBody (spec 7: project id, status, shop, user, extra data). */
export type StatusChange = z.input<typeof StatusBody>;

/** core/project/customerReplies.ts CustomerFields (input: all but email may be left out). */
export type CustomerFields = z.input<typeof CustomerFieldsSchema>;

/** core/project/customerReplies.ts Customer. */
export type Customer = z.output<typeof CustomerSchema>;

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
