import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rendererKind } from './detectRenderer';

// The worker is a stand-in that answers what the test says: this checks the ordering (worker first,
// the main thread only when the worker cannot say, one question for every caller), not WebGL.
const probe = vi.hoisted(() => ({ answer: null as unknown, made: 0, fail: false, silent: false }));
vi.mock('./rendererProbe.worker?worker&inline', () => ({
  default: class {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      probe.made++;
      if (probe.silent) return;
      setTimeout(() => (probe.fail ? this.onerror?.() : this.onmessage?.({ data: probe.answer })), 0);
    }
    terminate() {}
  },
}));

const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)';

/** A main-thread canvas whose WebGL says `renderer`, counting the contexts made. */
function mainThreadCanvas(renderer: string) {
  const made = { contexts: 0 };
  const gl = {
    RENDERER: 1,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 2 } : { loseContext() {} },
    getParameter: () => renderer,
  };
  vi.stubGlobal('document', {
    createElement: () => ({
      getContext: () => {
        made.contexts++;
        return gl;
      },
    }),
  });
  return made;
}

describe('detectRendererAsync', () => {
  beforeEach(() => {
    vi.resetModules();
    Object.assign(probe, { answer: null, made: 0, fail: false, silent: false });
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('OffscreenCanvas', class {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes the worker's answer and makes no context on the main thread", async () => {
    probe.answer = SWIFTSHADER;
    const main = mainThreadCanvas('never asked');
    const { detectRendererAsync, detectedRenderer } = await import('./detectRenderer');
    expect(detectedRenderer()).toBeNull();
    const [first, second] = await Promise.all([detectRendererAsync(), detectRendererAsync()]);
    expect(first).toEqual({ kind: 'software', renderer: SWIFTSHADER });
    expect(second).toBe(first);
    expect(detectedRenderer()).toBe(first);
    expect(probe.made).toBe(1);
    expect(main.contexts).toBe(0);
  });

  it('asks on the main thread when the worker has no WebGL or fails', async () => {
    for (const fail of [false, true]) {
      vi.resetModules();
      Object.assign(probe, { answer: null, made: 0, fail });
      const main = mainThreadCanvas('NVIDIA GeForce RTX 3060');
      const { detectRendererAsync } = await import('./detectRenderer');
      expect(await detectRendererAsync()).toEqual({ kind: 'hardware', renderer: 'NVIDIA GeForce RTX 3060' });
      expect(probe.made).toBe(1);
      expect(main.contexts).toBe(1);
    }
  });

  it('asks on the main thread when the worker does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      probe.silent = true;
      const main = mainThreadCanvas(SWIFTSHADER);
      const { detectRendererAsync, WORKER_PATIENCE_MS } = await import('./detectRenderer');
      const detected = detectRendererAsync();
      await vi.advanceTimersByTimeAsync(WORKER_PATIENCE_MS - 1);
      expect(main.contexts).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect((await detected).kind).toBe('software');
      expect(main.contexts).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the device's live profile from the same one question", async () => {
    probe.answer = SWIFTSHADER;
    mainThreadCanvas('never asked');
    const { deviceLiveProfile, knownLiveProfile } = await import('./detectRenderer');
    expect(knownLiveProfile()).toBeNull();
    const profile = await deviceLiveProfile();
    expect(profile.name).toBe('software');
    expect(knownLiveProfile()).toBe(profile);
    expect(await deviceLiveProfile()).toBe(profile);
    expect(probe.made).toBe(1);
  });

  it('asks on the main thread where workers have no OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const main = mainThreadCanvas(SWIFTSHADER);
    const { detectRendererAsync } = await import('./detectRenderer');
    expect((await detectRendererAsync()).kind).toBe('software');
    expect(probe.made).toBe(0);
    expect(main.contexts).toBe(1);
  });
});

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
