import { describe, expect, it } from 'vitest';
import { openStorage, schema } from '../storage';
import { cleanFileName, imageSize, photoType, PhotoStore } from './photo-store';

it('tells JPEG, PNG and WebP by their first bytes only', () => {
  expect(photoType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.mime).toBe('image/jpeg');
  expect(photoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe('image/png');
  expect(photoType(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
  expect(photoType(Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
  expect(photoType(Buffer.from('GIF89a'))).toBeUndefined();
  expect(photoType(Buffer.from('<svg/>'))).toBeUndefined();
  expect(photoType(Buffer.alloc(0))).toBeUndefined();
});

it('keeps only a safe base name of the client file name', () => {
  expect(cleanFileName('C:\\Users\\me\\kitchen 1.jpg', 'jpg')).toBe('kitchen 1.jpg');
  expect(cleanFileName('../../etc/passwd', 'png')).toBe('passwd');
  expect(cleanFileName('<script>.png', 'png')).toBe('_script_.png');
  expect(cleanFileName(undefined, 'webp')).toBe('photo.webp');
  expect(cleanFileName('x'.repeat(500), 'png')).toHaveLength(120);
});

it('stores photos in the database per project, reads back, and removes a project’s photos', async () => {
  const storage = await openStorage({ inMemory: true });
  try {
    const [project] = await storage.db
      .insert(schema.projects)
      .values({ data: {} })
      .returning({ id: schema.projects.id });
    const store = new PhotoStore(storage.db);
    const id = await store.save(
      project!.id,
      Buffer.from([1, 2, 3]),
      { mime: 'image/png', ext: 'png' },
      'a.png',
    );
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect([...(await store.read(id))]).toEqual([1, 2, 3]);
    await expect(store.read('../outside.png')).rejects.toThrow(/No stored photo/);
    await store.removeProject(project!.id);
    await expect(store.read(id)).rejects.toThrow(/No stored photo/);
  } finally {
    await storage.close();
  }
});

describe('imageSize', () => {
  const png = (w: number, h: number) => {
    const bytes = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    bytes.writeUInt32BE(w, 16);
    bytes.writeUInt32BE(h, 20);
    return bytes;
  };
  it('reads PNG and JPEG headers, and nothing from other bytes', () => {
    expect(imageSize(png(600, 400))).toEqual({ width: 600, height: 400 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0x2c, 0x02, 0x58, 3, 0, 0, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
    expect(imageSize(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBeUndefined();
  });
});
