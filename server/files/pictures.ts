// Project and row pictures stored once (issue 25): an inline picture (a data URL) becomes a stored
// file referenced by `/api/v1/pictures/<id>` (core/project/pictures.ts), the same bytes always the
// same file, so a save carries no picture bytes and the database holds each picture once.
import { sql } from 'drizzle-orm';
import {
  inlinePictures,
  pictureIdOf,
  pictureReference,
  referencedPictures,
  replacePictures,
  type PicturedProject,
} from '../../core/project';
import { ApiError } from '../api/errors';
import { queryRows, type Database } from '../storage';
import { photoType, PHOTO_MEDIA_TYPES } from '../projects/photo-store';
import { FILE_LIMITS, FileStore } from './file-store';
import { createHash } from 'node:crypto';

type Pictured = PicturedProject;

/** Pictures are PNG, JPEG or WebP, told by their bytes (as photos are). */
export const PICTURE_MEDIA_TYPES = PHOTO_MEDIA_TYPES;

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]*)$/i;

export class PictureStore {
  readonly files: FileStore;

  constructor(private readonly db: Database) {
    this.files = new FileStore(db);
  }

  /** Stores the picture (or finds the same bytes stored before) and returns its id. */
  async store(bytes: Buffer): Promise<string> {
    const type = photoType(bytes);
    if (!type) throw new ApiError(415, 'A picture must be a PNG, JPEG or WebP image', 'PICTURE_TYPE');
    if (bytes.length > FILE_LIMITS.picture)
      throw new ApiError(413, 'The picture is too large', 'FILE_TOO_LARGE');
    const sha = createHash('sha256').update(bytes).digest('hex');
    const [known] = await queryRows<{ id: string }>(
      this.db,
      sql`select id from files where kind = 'picture' and sha256 = ${sha} and complete limit 1`,
    );
    if (known) return known.id;
    return this.files.put({ kind: 'picture', mediaType: type.mime }, bytes);
  }

  /** The project with its inline pictures stored and referenced. A broken data URL stays as it is. */
  async externalize<P extends Pictured>(project: P): Promise<P> {
    const inline = inlinePictures(project);
    if (!inline.length) return project;
    const replacements = new Map<string, string>();
    for (const img of inline) {
      const match = DATA_URL.exec(img);
      const bytes = match ? Buffer.from(match[1]!.replace(/\s/g, ''), 'base64') : null;
      if (!bytes?.length || !photoType(bytes) || bytes.length > FILE_LIMITS.picture) continue;
      replacements.set(img, pictureReference(await this.store(bytes)));
    }
    return replacePictures(project, replacements);
  }

  /**
   * The project with its referenced pictures inline again, for code that needs the bytes (the PDF
   * renderer, exports). A reference to a missing picture stays as it is (the PDF prints its placeholder).
   */
  async inline<P extends Pictured>(project: P): Promise<P> {
    const ids = referencedPictures(project);
    if (!ids.length) return project;
    const replacements = new Map<string, string>();
    for (const id of ids) {
      const info = await this.files.info(id);
      if (!info || info.kind !== 'picture') continue;
      const bytes = await this.files.read(id);
      replacements.set(pictureReference(id), `data:${info.mediaType};base64,${bytes.toString('base64')}`);
    }
    return replacePictures(project, replacements);
  }

  /** The picture `img` names (a reference or a data URL), with its type; null when there is none. */
  async bytesOf(img: unknown): Promise<{ type: string; bytes: Buffer } | null> {
    const id = pictureIdOf(img);
    if (id) {
      const info = await this.files.info(id);
      return info && info.kind === 'picture'
        ? { type: info.mediaType, bytes: await this.files.read(id) }
        : null;
    }
    return null;
  }
}
