import { describe, expect, it } from 'vitest';
import { liveProfile, stillPixelRatio } from './renderProfile';

describe('live profile', () => {
  it('drops multisampling, the physically based matte light, soft shadows and high ratios in software', () => {
    const software = liveProfile({ renderer: 'software', ios: false });
    expect(software).toMatchObject({
      name: 'software',
      antialias: false,
      matteLambert: true,
      shadowFilter: 'basic',
      furnitureReceivesShadows: false,
      mergedStill: true,
    });
    expect(software.pixelRatio[1]).toBe(1);
    expect(software.startScale).toBeLessThan(1);
  });

  it('keeps the full look on a GPU, without anti-aliasing on iOS (spec 9)', () => {
    const gpu = liveProfile({ renderer: 'hardware', ios: false });
    expect(gpu).toMatchObject({
      name: 'full',
      antialias: true,
      matteLambert: false,
      shadowFilter: 'pcf',
      mergedStill: false,
    });
    expect(gpu.pixelRatio).toEqual([1, 1.5]);
    expect(gpu.startScale).toBe(1);
    expect(liveProfile({ renderer: 'hardware', ios: true }).antialias).toBe(false);
  });
});

describe('still pixel ratio', () => {
  it("takes the device's ratio within the profile's range, 1 where the device says none", () => {
    const software = liveProfile({ renderer: 'software', ios: false });
    const gpu = liveProfile({ renderer: 'hardware', ios: false });
    expect([0.5, 1, 2, 3].map((dpr) => stillPixelRatio(software, dpr))).toEqual([1, 1, 1, 1]);
    expect([0.5, 1, 1.25, 2, 3].map((dpr) => stillPixelRatio(gpu, dpr))).toEqual([1, 1, 1.25, 1.5, 1.5]);
    expect(stillPixelRatio(gpu, 0)).toBe(1);
  });
});
