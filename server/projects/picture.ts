// The project picture (spec 3 `img`, spec 9: 200 x 200) is saved in the document as a data URL; the
// list shows it through GET /projects/:id/picture so list pages stay small.

/** Spec 8: a missing project picture is 'Missing image'. */
export const PICTURE_MISSING = 'Missing image';
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type PictureType = (typeof PICTURE_TYPES)[number];

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=\s]+)$/;

/** The picture's bytes and type, or null when the project has no picture this route can serve. */
export function pictureOf(data: unknown): { type: PictureType; bytes: Buffer } | null {
  const img = (data as { img?: unknown } | null)?.img;
  if (typeof img !== 'string') return null;
  const match = DATA_URL.exec(img);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  return bytes.length ? { type: match[1] as PictureType, bytes } : null;
}
