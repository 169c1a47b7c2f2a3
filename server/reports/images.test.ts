import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, decodeImage, findImage } from './images';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const url = (type: string, data: Buffer) => `data:image/${type};base64,${data.toString('base64')}`;

describe('decodeImage', () => {
  it('decodes PNG and JPEG data URLs whose bytes match their type', () => {
    expect(decodeImage(url('png', PNG))).toEqual({ format: 'png', data: PNG });
    expect(decodeImage(url('jpeg', JPEG))).toEqual({ format: 'jpeg', data: JPEG });
    expect(decodeImage(url('jpg', JPEG))?.format).toBe('jpeg');
  });

  it('refuses other formats, mislabelled bytes, paths and oversized pictures', () => {
    expect(decodeImage(undefined)).toBeNull();
    expect(decodeImage('')).toBeNull();
    expect(decodeImage(url('gif', Buffer.from('GIF89a')))).toBeNull();
    expect(decodeImage(url('svg+xml', Buffer.from('<svg/>')))).toBeNull();
    expect(decodeImage(url('png', Buffer.from('not a png')))).toBeNull();
    expect(decodeImage('/etc/passwd')).toBeNull();
    expect(decodeImage('https://example.com/a.png')).toBeNull();
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(decodeImage(url('png', huge))).toBeNull();
  });
});

describe('findImage', () => {
  it('finds the first picture in a view-maker document', () => {
    const views = {
      mode2D: false,
      views: [
        { name: 'front', img: 'not a picture' },
        { name: 'top', img: url('png', PNG) },
      ],
    };
    expect(findImage(views)).toEqual({ format: 'png', data: PNG });
    expect(findImage({ views: [] })).toBeNull();
    expect(findImage(undefined)).toBeNull();
  });

  it('does not search deeper than a few levels', () => {
    expect(findImage({ a: { b: { c: { d: { e: url('png', PNG) } } } } })).toBeNull();
  });
});
