// The offer PDF's photos (issue 22): a row's photo (spec 4 photo flow, `row.photo`, a photo-match
// address) prints instead of its rendered picture, and a render chosen with "Use in offer"
// (`project.imgFromRender`, a render job id) instead of the project picture. Only pictures the caller
// may see are embedded; anything else keeps the picture the project carries.
import { eq } from 'drizzle-orm';
import type { Project } from '../../core/project/schema';
import type { AuthContext } from '../api/auth';
import { canRead } from '../projects/access';
import { findProject } from '../projects/repository';
import { FileStore } from '../files/file-store';
import { DatabaseRenderImages } from '../renderfarm/images';
import { maySeeJob } from '../renderfarm/jobs';
import type { Database } from '../storage';
import { renderJobs, uploads } from '../storage/schema';

const PHOTO_URL = /^\/api\/v1\/photos\/(\d{1,9})$/;
const JOB_ID = /^[0-9a-f]{32}$/;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The photo at `urlpic` as a data URL when the caller may read its project; else null. */
async function photoData(db: Database, auth: AuthContext, urlpic: unknown): Promise<string | null> {
  const id = typeof urlpic === 'string' ? PHOTO_URL.exec(urlpic)?.[1] : undefined;
  if (!id) return null;
  const [upload] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.id, Number(id)));
  if (!upload) return null;
  const project = await findProject(db, upload.projectId, false);
  if (!project || !canRead(auth, project)) return null;
  const files = new FileStore(db);
  const info = await files.info(upload.path);
  // The PDF library embeds PNG and JPEG; a WebP photo keeps the row's rendered picture.
  if (!info || !/^image\/(png|jpeg)$/.test(info.mediaType)) return null;
  return dataUrl(info.mediaType, await files.read(upload.path));
}

/** The render's JPEG as a data URL when the job is done and the caller may see it; else null. */
async function renderData(db: Database, auth: AuthContext, jobId: unknown): Promise<string | null> {
  if (typeof jobId !== 'string' || !JOB_ID.test(jobId)) return null;
  const [job] = await db
    .select({ userId: renderJobs.userId, shopId: renderJobs.shopId, status: renderJobs.status })
    .from(renderJobs)
    .where(eq(renderJobs.id, jobId));
  if (!job || job.status !== 'done' || !maySeeJob(auth.account, job)) return null;
  const bytes = await new DatabaseRenderImages(db).get(jobId, 'jpeg');
  return bytes ? dataUrl('image/jpeg', bytes) : null;
}

/** The project with its row photos and chosen render in place of the pictures, for the PDF. */
export async function withOfferPhotos(db: Database, auth: AuthContext, project: Project): Promise<Project> {
  const rows = await Promise.all(
    project.rows.map(async (row) => {
      const img = await photoData(db, auth, row.photo);
      return img ? { ...row, img } : row;
    }),
  );
  const img = await renderData(db, auth, project.imgFromRender);
  return { ...project, rows, ...(img ? { img } : {}) };
}
