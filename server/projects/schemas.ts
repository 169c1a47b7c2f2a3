// Request and response schemas of the project calls (spec 7: save, open, delete, clone, list,
// versions, set status, project log).
import { z } from 'zod';
import { PROJECT_STATUSES } from '../../core/project/status';
import { ErrorReply, storedInt } from '../api/schemas';

export const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

export const ProjectId = z.object({ id: storedInt('Missing id project', { coerce: true }) });
export const PhotoId = z.object({ id: storedInt('Missing id photo', { coerce: true }) });

/** The project itself is checked by core's loadProject (schema version, migrations, fields). */
const projectInput = z.unknown().describe('The project (spec 3); validated and migrated by loadProject');

export const CreateBody = z.object({
  project: projectInput,
  baseRevision: z.null().optional().describe('Absent or null: a new project'),
  isOffer: z.boolean().default(false).describe('Saved as an offer'),
});

export const SaveBody = z.object({
  project: projectInput,
  baseRevision: storedInt('baseRevision (the revision this save is based on) is required'),
  isOffer: z.boolean().default(false),
});

const ProjectData = z.record(z.string(), z.unknown()).describe('The project with its id and status');

export const ProjectReply = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    status: z.string(),
    readOnly: z.boolean().describe('Whether the caller may only look (read-only status for their level)'),
    project: ProjectData,
  })
  .meta({ id: 'StoredProject' });

export const ConflictReply = ErrorReply.extend({
  currentRevision: z.number().int(),
  project: ProjectData,
}).meta({ id: 'SaveConflict' });

/** Columns the list sorts on; '-' first means descending. */
export const LIST_SORTS = [
  'updated',
  '-updated',
  'created',
  '-created',
  'des',
  '-des',
  'status',
  '-status',
  'customer',
  '-customer',
  'id',
  '-id',
] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const ListQuery = z.object({
  status: z.string().trim().max(40).optional(),
  text: z.string().trim().max(200).optional().describe('Matched in the title and the customer code'),
  customer: z.string().trim().max(320).optional().describe('Customer code (e-mail), exact, any case'),
  sort: z
    .enum(LIST_SORTS, { error: `sort must be one of ${LIST_SORTS.join(', ')}` })
    .default('-updated')
    .describe('Order of the list; a leading - is newest or Z first (default -updated)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const ProjectSummary = z.object({
  id: z.number().int(),
  des: z.string(),
  status: z.string(),
  customercod: z.string().nullable(),
  shopId: z.number().int().nullable(),
  revision: z.number().int(),
  isOffer: z.boolean(),
  /** customerFields.generalTotal as saved (decimal text), null when the project has none. */
  total: z.string().nullable(),
  /** Whether GET /projects/:id/picture has the project's picture (img). */
  hasPicture: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const ListReply = z.object({
  items: z.array(ProjectSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const LogReply = z.object({
  entries: z.array(
    z.object({
      who: z.string(),
      action: z.string(),
      detail: z.unknown(),
      at: z.iso.datetime(),
    }),
  ),
});

const versionName = z
  .string({ error: 'A version needs a name' })
  .trim()
  .min(1, 'A version needs a name')
  .max(100);
export const VersionBody = z.object({ name: versionName });
/** Restoring keeps the replaced state as a version: `keepAs` names it (the app sends it translated). */
export const RestoreBody = z.object({ name: versionName, keepAs: versionName.optional() });
export const VersionList = z.object({
  versions: z.array(z.object({ name: z.string(), revision: z.number().int(), createdAt: z.iso.datetime() })),
});

export const STATUS_LIST = PROJECT_STATUSES.join(', ');

export const StatusBody = z.object({
  status: z.string({ error: 'Missing status' }).trim().min(1, 'Missing status'),
  shop: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .optional()
    .describe('Move the project to this shop (code); staff only'),
  user: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('Assign the project to this user name; staff only'),
  extra: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Extra project fields merged into the project (not id, status or schemaVersion)'),
});
