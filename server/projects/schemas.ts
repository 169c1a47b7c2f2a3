// Request and response schemas of the project calls (spec 7: save, open, delete, clone, list,
// versions, set status, project log).
import { z } from 'zod';
import { PROJECT_STATUSES } from '../../core/project/status';
import { ErrorReply, errorReplies, storedInt } from '../api/schemas';
import {
  LIST_SORTS,
  ListQuery,
  ListReply,
  LogReply,
  ProjectData,
  ProjectReply,
  ProjectSummary,
  StatusBody,
  VersionList,
  type ListSort,
} from '../../core/project/replies';

export {
  LIST_SORTS,
  ListQuery,
  ListReply,
  LogReply,
  ProjectReply,
  ProjectSummary,
  StatusBody,
  VersionList,
  type ListSort,
};

export const errors = errorReplies(400, 401, 403, 404);

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

export const ConflictReply = ErrorReply.extend({
  currentRevision: z.number().int(),
  project: ProjectData,
}).meta({ id: 'SaveConflict' });

const versionName = z
  .string({ error: 'A version needs a name' })
  .trim()
  .min(1, 'A version needs a name')
  .max(100);
export const VersionBody = z.object({ name: versionName });
/** Restoring keeps the replaced state as a version: `keepAs` names it (the app sends it translated). */
export const RestoreBody = z.object({ name: versionName, keepAs: versionName.optional() });

export const STATUS_LIST = PROJECT_STATUSES.join(', ');
