import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../../tests/support/storage';
import { cleanFileName, photoType, PhotoStore } from './photo-store';

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

it('stores per project, reads back, removes a project’s folder, and refuses paths outside it', async () => {
  const dir = await tempDir();
  const store = new PhotoStore(dir);
  const path = await store.save(7, Buffer.from([1, 2, 3]), { mime: 'image/png', ext: 'png' });
  expect(path).toMatch(/^7\/[0-9a-f]{32}\.png$/);
  expect([...(await store.read(path))]).toEqual([1, 2, 3]);
  expect(await readdir(join(dir, '7'))).toHaveLength(1);
  await expect(store.read('../outside.png')).rejects.toThrow(/outside the uploads folder/);
  await store.removeProject(7);
  await expect(readdir(join(dir, '7'))).rejects.toThrow();
});
