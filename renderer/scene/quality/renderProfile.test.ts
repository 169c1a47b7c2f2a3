import { describe, expect, it } from 'vitest';
import { liveProfile, rendererKind } from './renderProfile';

describe('renderer kind', () => {
  it('recognises software rasterisers by their unmasked renderer string', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.7, 256 bits)',
      'ANGLE (Mesa, llvmpipe (LLVM 17.0.6, 256 bits), OpenGL 4.5)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer',
      'GDI Generic',
    ]) {
      expect(rendererKind(name), name).toBe('software');
    }
  });

  it('takes GPUs, masked strings and no string for hardware', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple M2',
      'WebKit WebGL',
      '',
      null,
      undefined,
    ]) {
      expect(rendererKind(name), String(name)).toBe('hardware');
    }
  });
});

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
