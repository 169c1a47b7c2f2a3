// What the 3D bench reads from the page: draws per animation frame on every WebGL context, counted
// by wrapping the context's draw functions (drawArrays, drawElements, the instanced ones and
// WEBGL_multi_draw's) as the anchor harness does, and when each frame's pixels exist; and which
// draws shade per pixel: the fragment shader of the program in use, as WebGL is handed it.
import type { Page } from 'playwright-core';

/** Installed before the app: counts draws per animation frame on every WebGL context. */
export const instrument = () => {
  const frames: Frame[] = [];
  let frame: Frame | null = null;
  let rafTime = -1;
  const contexts: WebGLRenderingContext[] = [];
  const triangles = (mode: number, count: number) => (mode === 4 ? count / 3 : 0);
  // The fragment shader source of each program, and of the program in use (per context).
  const fragmentSources = new WeakMap<WebGLShader, string>();
  const fragmentOf = new WeakMap<WebGLProgram, string>();
  const fragmentInUse = new WeakMap<WebGLRenderingContext, string>();
  // One frame = the draws of one task (three.js renders synchronously); it ends, in a microtask after
  // its last draw, once gl.finish() has waited for the GPU.
  let drawing: WebGLRenderingContext | null = null;
  const record = (tris: number, instances = 1, plain = false) => {
    if (!frame) {
      const open: Frame = {
        t: rafTime,
        start: performance.now(),
        end: 0,
        pixels: 0,
        calls: 0,
        triangles: 0,
        instances: 0,
        plain: 0,
        pixelLit: 0,
        width: drawing?.drawingBufferWidth ?? 0,
        height: drawing?.drawingBufferHeight ?? 0,
      };
      frame = open;
      frames.push(open);
      queueMicrotask(() => {
        for (const context of contexts) context.finish();
        open.end = performance.now();
        // gl.finish() returns before SwiftShader has shaded the frame: reading one pixel back cannot,
        // so this is when the frame's pixels exist (the GPU-side cost, compositing aside).
        const pixel = new Uint8Array(4);
        for (const context of contexts) {
          if (!context.isContextLost())
            context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
        }
        open.pixels = performance.now();
        frame = null;
      });
    }
    frame.calls++;
    frame.triangles += tris;
    frame.instances += instances;
    if (plain) frame.plain += tris;
    // three's per-pixel Lambert sums the light in the fragment shader (RE_Direct_Lambert).
    if (drawing && (fragmentInUse.get(drawing) ?? '').includes('RE_Direct_Lambert')) frame.pixelLit++;
  };
  const wrap = <T extends object>(
    target: T,
    name: string,
    count: (args: number[]) => number,
    instances: (args: number[]) => number = () => 1,
    plain = false,
  ) => {
    const original = (target as Record<string, unknown>)[name] as ((...a: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: number[]) {
      // The context drawing (an extension's draws count for the last context that drew).
      if ('drawingBufferWidth' in target) drawing = target as unknown as WebGLRenderingContext;
      record(count(args), instances(args), plain);
      return original.apply(this, args);
    };
  };
  /** Follows each program's fragment shader and the program in use: wraps without counting. */
  const followShaders = (context: WebGLRenderingContext) => {
    const gl = context as unknown as Record<string, (...a: unknown[]) => unknown>;
    const createShader = gl.createShader!.bind(context);
    gl.createShader = (type) => {
      const shader = createShader(type) as WebGLShader | null;
      if (shader && type === context.FRAGMENT_SHADER) fragmentSources.set(shader, '');
      return shader;
    };
    const shaderSource = gl.shaderSource!.bind(context);
    gl.shaderSource = (shader, source) => {
      if (fragmentSources.has(shader as WebGLShader))
        fragmentSources.set(shader as WebGLShader, source as string);
      return shaderSource(shader, source);
    };
    const attachShader = gl.attachShader!.bind(context);
    gl.attachShader = (program, shader) => {
      const source = fragmentSources.get(shader as WebGLShader);
      if (source !== undefined) fragmentOf.set(program as WebGLProgram, source);
      return attachShader(program, shader);
    };
    const useProgram = gl.useProgram!.bind(context);
    gl.useProgram = (program) => {
      fragmentInUse.set(context, program ? (fragmentOf.get(program as WebGLProgram) ?? '') : '');
      return useProgram(program);
    };
  };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    kind: string,
    ...rest: unknown[]
  ) {
    const context = (getContext as (...a: unknown[]) => unknown).call(
      this,
      kind,
      ...rest,
    ) as WebGLRenderingContext | null;
    if (context && /webgl/.test(kind) && !contexts.includes(context)) {
      contexts.push(context);
      followShaders(context);
      wrap(context, 'drawArrays', ([mode, , count]) => triangles(mode!, count!), undefined, true);
      wrap(context, 'drawElements', ([mode, count]) => triangles(mode!, count!), undefined, true);
      wrap(
        context,
        'drawArraysInstanced',
        ([mode, , count, n]) => triangles(mode!, count!) * n!,
        ([, , , n]) => n!,
      );
      wrap(
        context,
        'drawElementsInstanced',
        ([mode, count, , , n]) => triangles(mode!, count!) * n!,
        ([, , , , n]) => n!,
      );
      wrap(context, 'drawRangeElements', ([mode, , , count]) => triangles(mode!, count!), undefined, true);
      const getExtension = context.getExtension.bind(context);
      (context as unknown as { getExtension(name: string): unknown }).getExtension = (name: string) => {
        const extension = getExtension(name) as object | null;
        if (extension && /multi_draw/i.test(name)) {
          for (const key of Object.keys(Object.getPrototypeOf(extension) as object)) {
            if (/^multiDraw/.test(key)) wrap(extension, key, () => 0);
          }
        }
        return extension;
      };
    }
    return context;
  } as typeof HTMLCanvasElement.prototype.getContext;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((t) => {
      rafTime = t;
      callback(t);
    });
  (window as unknown as { __bench3d: { frames: Frame[] } }).__bench3d = { frames };
};

export interface Frame {
  t: number;
  start: number;
  /** gl.finish() returned: the JavaScript submit (SwiftShader may still be shading). */
  end: number;
  /** One pixel read back: the frame's pixels exist. */
  pixels: number;
  calls: number;
  triangles: number;
  /** Things drawn: one per plain draw, an instanced draw's instance count. */
  instances: number;
  /** Triangles of plain (not instanced) draws: merged geometry. */
  plain: number;
  /** Draws whose fragment shader sums the Lambert light itself, pixel by pixel. */
  pixelLit: number;
  /** The drawing buffer's size, device pixels. */
  width: number;
  height: number;
}

/**
 * Waits (up to `timeout` ms) until `ready(frames)` holds and then no frame has been drawn for `quiet`
 * ms. Frames come late on a loaded machine (the GPU process, SwiftShader, waits for its share of the
 * CPU), so this polls rather than sleeping a fixed time.
 */
export async function framesWhen(
  page: Page,
  ready: (frames: Frame[]) => boolean,
  timeout: number,
  quiet = 2000,
) {
  const deadline = Date.now() + timeout;
  let count = -1;
  let since = Date.now();
  for (;;) {
    const frames = await framesOf(page);
    if (frames.length !== count) {
      count = frames.length;
      since = Date.now();
    }
    if (ready(frames) && Date.now() - since >= quiet) return frames;
    if (Date.now() > deadline) throw new Error(`no such frame within ${timeout} ms`);
    await page.waitForTimeout(250);
  }
}

export const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench3d: { frames: Frame[] } }).__bench3d.frames.slice());

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
