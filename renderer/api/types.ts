// Request and reply shapes of /api/v1, inferred from core's zod schemas, the ones the server
// validates and answers with (core/project/replies.ts, customerReplies.ts, sessionReplies.ts,
// reportRequests.ts): the renderer may not import server/, and nothing here restates them.
// The OpenAPI document at /api/docs is the reference; tests/api-client drives them against the real server.
import type {
  Customer as CustomerSchema,
  CustomerFields as CustomerFieldsSchema,
  SearchQuery,
} from '../../core/project/customerReplies';
import type {
  DevExpressRequest as DevExpressRequestSchema,
  DsParam as DsParamSchema,
  OfferMeasures as OfferMeasuresSchema,
  ReportReply as ReportReplySchema,
  ReportRequest as ReportRequestSchema,
} from '../../core/project/reportRequests';
import type {
  ListQuery,
  ListReply,
  ListSort,
  LogReply,
  ProjectReply,
  ProjectSummary as ProjectSummarySchema,
  StatusBody,
  VersionList,
} from '../../core/project/replies';
import type {
  MaintenanceReply as MaintenanceReplySchema,
  NotificationList,
  PhotoUploadReply,
  PriceListChoicesReply,
  ProfileReply as ProfileReplySchema,
  SessionReply as SessionReplySchema,
} from '../../core/project/sessionReplies';
import type { z } from 'zod';

export type { UserKind } from '../../core/project/sessionReplies';

/** core's Profile plus what only the server knows (kind, level, language, the shop's lists). */
export type ProfileReply = z.output<typeof ProfileReplySchema>;

/** The lists a professional user may choose as default. */
export type PriceListChoices = z.output<typeof PriceListChoicesReply>;

/** Every login kind, session, refresh and profile change. */
export type SessionReply = z.output<typeof SessionReplySchema>;

export type MaintenanceReply = z.output<typeof MaintenanceReplySchema>;

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

/** The list's query; every field may be left out (the server's defaults apply). */
export type ProjectListQuery = Partial<z.output<typeof ListQuery>>;

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

/** The customer search's query; q and limit may be left out. */
export type CustomerSearch = Partial<z.output<typeof SearchQuery>>;

export type Notification = z.output<typeof NotificationList>['notifications'][number];

/** Photo upload reply: the first photo match and all of them. */
export type PhotoUpload = z.output<typeof PhotoUploadReply>;

export type DsParam = z.input<typeof DsParamSchema>;

/** The report-engine call of spec 7 (json1 and json2: a project object or its JSON text). */
export type ReportRequest = z.input<typeof ReportRequestSchema>;

/** The person's length unit and the stored decimals (EX: inches; default millimetres). */
export type OfferMeasures = z.input<typeof OfferMeasuresSchema>;

/** The legacy module command jPrjCreatePDFDevExpress. */
export type DevExpressRequest = z.input<typeof DevExpressRequestSchema>;

/** The rendered report: GET `url` (as a blob) to download it. */
export type ReportReply = z.output<typeof ReportReplySchema>;
