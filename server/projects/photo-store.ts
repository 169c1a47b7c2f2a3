// Uploaded photos on disk: <dataDir>/uploads/<project id>/<random>.<ext>. Types are told by the
// file's first bytes, never by the name or the header the client sent.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** Spec-free limits: 10 MB per photo, 5 photos per upload. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 5;

/** The image types photoType tells apart: also the documented media types of the photo reply. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoType {
  mime: (typeof PHOTO_MEDIA_TYPES)[number];
  ext: string;
}

/** JPEG, PNG or WebP by magic bytes; undefined for anything else. */
export function photoType(bytes: Uint8Array): PhotoType | undefined {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, 0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', ext: 'png' };
  // RIFF <size> WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50))
    return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

/** The client's file name reduced to a safe base name. */
export function cleanFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120);
  return clean || `photo.${ext}`;
}

export class PhotoStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  /** Writes the photo (under a temporary name first: a half-written file is never served); returns its relative path. */
  async save(projectId: number, bytes: Uint8Array, type: PhotoType): Promise<string> {
    const folder = join(this.dir, String(projectId));
    await mkdir(folder, { recursive: true });
    const relative = `${projectId}/${randomBytes(16).toString('hex')}.${type.ext}`;
    const partial = join(this.dir, `${relative}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, this.absolute(relative));
    return relative;
  }

  async read(relative: string): Promise<Buffer> {
    return readFile(this.absolute(relative));
  }

  async remove(relative: string): Promise<void> {
    await rm(this.absolute(relative), { force: true });
  }

  async removeProject(projectId: number): Promise<void> {
    await rm(join(this.dir, String(projectId)), { recursive: true, force: true });
  }

  private absolute(relative: string): string {
    const path = resolve(this.dir, relative);
    if (!path.startsWith(this.dir + sep))
      throw new Error(`Photo path outside the uploads folder: ${relative}`);
    return path;
  }
}
