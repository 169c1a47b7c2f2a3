import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inlinePictures,
  isInlinePicture,
  pictureIdOf,
  pictureReference,
  referencedPictures,
  replacePictures,
} from './pictures';
import type { Project } from './schema';

type Pictured = Pick<Project, 'img' | 'rows'>;
const row = (uniqueid: string, img?: string) => ({
  uniqueid,
  catalog: 'K',
  erp: [],
  rule: [],
  ...(img ? { img } : {}),
});
const dataUrl = (n: number) => `data:image/png;base64,${Buffer.from(`picture ${n}`).toString('base64')}`;
const id = (n: number) => n.toString(16).padStart(32, '0');

describe('pictures by reference', () => {
  it('tells references, inline pictures and anything else apart', () => {
    expect(pictureIdOf(pictureReference(id(7)))).toBe(id(7));
    expect(pictureIdOf('/api/v1/pictures/../x')).toBeNull();
    expect(pictureIdOf(`https://elsewhere/api/v1/pictures/${id(1)}`)).toBeNull();
    expect(pictureIdOf(undefined)).toBeNull();
    expect(isInlinePicture(dataUrl(1))).toBe(true);
    expect(isInlinePicture('images/sofa.png')).toBe(false);
  });

  it('finds each distinct inline picture once, and swaps them for references', () => {
    const project = {
      img: dataUrl(0),
      rows: [row('a', dataUrl(1)), row('b', dataUrl(1)), row('c', 'images/x.png'), row('d')],
    } as Pictured;
    expect(inlinePictures(project)).toEqual([dataUrl(0), dataUrl(1)]);
    const swapped = replacePictures(
      project,
      new Map([
        [dataUrl(0), pictureReference(id(10))],
        [dataUrl(1), pictureReference(id(11))],
      ]),
    );
    expect(inlinePictures(swapped)).toEqual([]);
    expect(referencedPictures(swapped)).toEqual([id(10), id(11)]);
    expect(swapped.rows[2]).toBe(project.rows[2]);
    expect(replacePictures(project, new Map())).toBe(project);
  });

  it('swapping to references and back gives the project it started from (any pictures)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(5), { nil: undefined }),
        fc.array(fc.option(fc.nat(5), { nil: undefined }), { maxLength: 30 }),
        (own, rows) => {
          const project = {
            ...(own !== undefined ? { img: dataUrl(own) } : {}),
            rows: rows.map((n, i) => row(`r${i}`, n !== undefined ? dataUrl(n) : undefined)),
          } as Pictured;
          const there = new Map(inlinePictures(project).map((img, i) => [img, pictureReference(id(i + 1))]));
          const back = new Map([...there].map(([img, ref]) => [ref, img]));
          const referenced = replacePictures(project, there);
          expect(inlinePictures(referenced)).toEqual([]);
          expect(JSON.stringify(referenced).includes('base64')).toBe(false);
          expect(replacePictures(referenced, back)).toEqual(project);
        },
      ),
    );
  });
});
