// The project calls' replies (spec 7: save, open, list, versions, project log) and the status change
// body, as zod schemas: the server validates and documents with them (server/projects/schemas.ts),
// the browser's client takes its types from them (renderer/api/types.ts), so neither restates them.
import { z } from 'zod';

/** The project document in a reply: validated by core's loadProject on the way in. */
export const ProjectData = z.record(z.string(), z.unknown()).describe('The project with its id and status');

export const ProjectReply = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    status: z.string(),
    readOnly: z.boolean().describe('Whether the caller may only look (read-only status for their level)'),
    project: ProjectData,
  })
  .meta({ id: 'StoredProject' });

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

/** The list's query (GET /projects). */
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

export const VersionList = z.object({
  versions: z.array(z.object({ name: z.string(), revision: z.number().int(), createdAt: z.iso.datetime() })),
});

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
