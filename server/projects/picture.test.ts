import { describe, expect, it } from 'vitest';
import { pictureOf } from './picture';

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('pictureOf', () => {
  it('decodes a PNG data URL into bytes with its type', () => {
    const picture = pictureOf({ img: `data:image/png;base64,${PNG_1x1}` });
    expect(picture?.type).toBe('image/png');
    expect([...picture!.bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it('has nothing for a project without a picture, a URL or another media type', () => {
    expect(pictureOf({})).toBeNull();
    expect(pictureOf(null)).toBeNull();
    expect(pictureOf({ img: 'https://example.com/a.png' })).toBeNull();
    expect(pictureOf({ img: 'data:image/svg+xml;base64,PHN2Zz4=' })).toBeNull();
    expect(pictureOf({ img: 'data:image/png;base64,' })).toBeNull();
  });
});
