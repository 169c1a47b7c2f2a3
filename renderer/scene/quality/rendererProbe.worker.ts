// Runs in a worker: which rasteriser WebGL has, asked on an OffscreenCanvas. The browser's first
// WebGL context starts its GPU process's WebGL (SwiftShader: hundreds of milliseconds, more on a
// loaded machine) and a context made on the main thread blocks it until then; made here, the main
// thread evaluates and renders the 3D screen meanwhile, and the live canvas's context comes quickly.
// Answers the renderer string, or null when this browser has no WebGL in workers (the caller then
// asks on the main thread).
import { rendererString } from './rendererString';

function unmaskedRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(1, 1);
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  return gl ? rendererString(gl) : null;
}

let answer: string | null = null;
try {
  answer = unmaskedRenderer();
} catch {
  answer = null;
}
postMessage(answer);
