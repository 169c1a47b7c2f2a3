// Uploaded photos, stored in the database. Types are told by the file's first bytes, never by the
// name or the header the client sent.
import { FileStore } from '../files/file-store';
import type { Database } from '../storage';

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

/**
 * Photos in the database (server/files), so every server process serves a photo another received.
 * An upload row's `path` holds the photo's file id (server/files/data-folder.ts moved the photos of
 * older versions' uploads folder in).
 */
export class PhotoStore {
  readonly files: FileStore;

  constructor(db: Database) {
    this.files = new FileStore(db);
  }

  /** Stores the photo (served only once complete) and returns its file id. */
  save(projectId: number, bytes: Uint8Array, type: PhotoType, fileName?: string): Promise<string> {
    return this.files.put(
      { kind: 'photo', mediaType: type.mime, projectId, fileName, maxBytes: MAX_PHOTO_BYTES },
      bytes,
    );
  }

  async read(id: string): Promise<Buffer> {
    const info = await this.files.info(id);
    if (!info || info.kind !== 'photo') throw new Error(`No stored photo ${id}`);
    return this.files.read(id);
  }

  remove(id: string): Promise<void> {
    return this.files.remove(id);
  }

  /** Also done by the database when a project is deleted (files.project_id cascades). */
  removeProject(projectId: number): Promise<void> {
    return this.files.removeProject(projectId);
  }
}

/** Spec 4, 9: a row photo is 600 x 600 pixels (the browser scales what it takes or is given). */
export const ROW_PHOTO_SIZE = 600;

/**
 * The pixel size an image's header states (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X); undefined when
 * the header cannot be read, which a row photo then is refused for.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = photoType(bytes);
  if (!type) return undefined;
  try {
    if (type.mime === 'image/png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (type.mime === 'image/jpeg') {
      for (let at = 2; at + 9 < bytes.length;) {
        if (bytes[at] !== 0xff) return undefined;
        const marker = bytes[at + 1]!;
        const length = view.getUint16(at + 2);
        // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
          return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
        at += 2 + length;
      }
      return undefined;
    }
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
      const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
      return { width: w + 1, height: h + 1 };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
