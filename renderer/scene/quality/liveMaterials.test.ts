import type { CylinderGeometry } from 'three';
import { MeshLambertMaterial, MeshMatcapMaterial, MeshStandardMaterial } from 'three';
import { unitShape } from '../media/materials';
import { describe, expect, it } from 'vitest';
import { FINISHES } from '../parts/finishes';
import { liveMaterial, liveMaterialKind, liveShape } from './liveMaterials';
import { liveProfile } from './renderProfile';
import { VERTEX_LIT_PROGRAM } from './vertexLit';

const software = liveProfile({ renderer: 'software', ios: false });
const full = liveProfile({ renderer: 'hardware', ios: false });

describe('live view materials', () => {
  it('draws metal finishes with the studio matcap on every device', () => {
    expect(liveMaterialKind(FINISHES.steel, software)).toBe('matcap');
    expect(liveMaterialKind(FINISHES.steel, full)).toBe('matcap');
    const steel = liveMaterial(FINISHES.steel, software) as MeshMatcapMaterial;
    expect(steel).toBeInstanceOf(MeshMatcapMaterial);
    expect((steel.matcap?.image as { width: number }).width).toBe(64);
    // Tinted by the finish's colour, brightened: the matcap's white is the brightest reflection.
    const tint = steel.color;
    expect(tint.b).toBeGreaterThan(tint.r * 0.99);
    expect(tint.r).toBeGreaterThan(0.5);
  });

  it('shares one matcap texture between metal materials', () => {
    const a = liveMaterial(FINISHES.steel, full) as MeshMatcapMaterial;
    const b = liveMaterial({ ...FINISHES.steel, color: '#B08D57' }, full) as MeshMatcapMaterial;
    expect(a.matcap).toBe(b.matcap);
  });

  it('draws matte and satin finishes with Lambert lit per vertex on a software rasteriser only', () => {
    for (const finish of [FINISHES.carcassWhite, FINISHES.frontWhite, FINISHES.wood, FINISHES.black]) {
      const matte = liveMaterial(finish, software);
      expect(matte).toBeInstanceOf(MeshLambertMaterial);
      // Furniture does not receive shadows in the software profile: no shadow lookup per pixel.
      expect(matte.customProgramCacheKey()).toBe(`${VERTEX_LIT_PROGRAM}:plain`);
      expect(liveMaterial(finish, software, true).customProgramCacheKey()).toBe(
        `${VERTEX_LIT_PROGRAM}:shadowed`,
      );
      const standard = liveMaterial(finish, full) as MeshStandardMaterial;
      expect(standard).toBeInstanceOf(MeshStandardMaterial);
      expect(standard.roughness).toBe(finish.roughness);
    }
    expect((liveMaterial(FINISHES.wood, software) as MeshLambertMaterial).color.getHexString()).toBe(
      'c19a6b',
    );
  });

  it('keeps glass physically based and see-through everywhere', () => {
    for (const profile of [software, full]) {
      const glass = liveMaterial(FINISHES.glass, profile) as MeshStandardMaterial;
      expect(glass).toBeInstanceOf(MeshStandardMaterial);
      expect(glass.transparent).toBe(true);
      expect(glass.opacity).toBe(0.35);
    }
  });
});

describe('live view shapes', () => {
  it("draws round parts with 12 sides on a software rasteriser and the pictures' 24 on a GPU", () => {
    const low = liveShape('cylinder', software) as CylinderGeometry;
    expect(low.parameters.radialSegments).toBe(12);
    expect(low.index!.count / 3).toBe(48);
    expect(liveShape('cylinder', software)).toBe(low);
    expect(liveShape('cylinder', full)).toBe(unitShape('cylinder'));
    expect(liveShape('box', software)).toBe(unitShape('box'));
  });
});
