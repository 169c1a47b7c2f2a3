// Pictures arrive as data URLs (project.img, row.img). The PDF library embeds PNG and JPEG only;
// anything else, or anything broken, prints the neat placeholder instead.
export interface OfferImage {
  format: 'png' | 'jpeg';
  data: Buffer;
}

/** A picture larger than this is not embedded (spec 9 pictures are 200x200 and 100x100). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes a PNG or JPEG data URL whose bytes really are that format; otherwise null. */
export function decodeImage(dataUrl: string | undefined | null): OfferImage | null {
  if (!dataUrl || dataUrl.length > (MAX_IMAGE_BYTES * 4) / 3 + 100) return null;
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return null;
  const data = Buffer.from(match[2]!.replace(/\s/g, ''), 'base64');
  if (data.length > MAX_IMAGE_BYTES) return null;
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return { format: 'png', data };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { format: 'jpeg', data };
  return null;
}

/** The first PNG or JPEG data URL in a value (a view-maker document), searched a few levels deep. */
export function findImage(value: unknown, depth = 4): OfferImage | null {
  if (typeof value === 'string') return value.startsWith('data:image/') ? decodeImage(value) : null;
  if (depth === 0 || typeof value !== 'object' || value === null) return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const image = findImage(item, depth - 1);
    if (image) return image;
  }
  return null;
}
