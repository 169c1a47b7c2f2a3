// Which WebGL rasteriser this browser has, asked once per session from a throwaway context (the
// live canvas's anti-aliasing must be chosen before its own context exists): in a worker where the
// browser can (rendererProbe.worker.ts, the main thread stays free), else on the main thread.
import ProbeWorker from './rendererProbe.worker?worker&inline';
import { rendererKind, type RendererKind } from './renderProfile';
import { rendererString } from './rendererString';

export interface DetectedRenderer {
  kind: RendererKind;
  renderer: string;
}

/** How long the worker may take (a cold start on a loaded machine takes a second or two). */
export const WORKER_PATIENCE_MS = 5000;

let known: DetectedRenderer | null = null;
let asking: Promise<DetectedRenderer> | null = null;

/** The renderer string from a throwaway context on the main thread (it waits for WebGL's start). */
function unmaskedRenderer(): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  return gl ? rendererString(gl) : '';
}

const remember = (renderer: string): DetectedRenderer => (known = { kind: rendererKind(renderer), renderer });

/** The renderer string from the worker, null when it cannot say (no worker, no WebGL in workers). */
function askWorker(): Promise<string | null> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new ProbeWorker();
    } catch {
      resolve(null);
      return;
    }
    const done = (answer: string | null) => {
      clearTimeout(patience);
      worker.terminate();
      resolve(answer);
    };
    // A worker that never answers must not leave the room loading for ever: the main thread asks.
    const patience = setTimeout(() => done(null), WORKER_PATIENCE_MS);
    worker.onmessage = (event: MessageEvent<unknown>) =>
      done(typeof event.data === 'string' ? event.data : null);
    worker.onerror = () => done(null);
  });
}

/** What detection found so far: null until it has answered. */
export function detectedRenderer(): DetectedRenderer | null {
  return known;
}

/**
 * Detects without blocking the main thread where the browser can: the answer of the worker, or of
 * the main thread when the worker cannot give one. Asked once; every caller shares the answer.
 */
export function detectRendererAsync(): Promise<DetectedRenderer> {
  if (known) return Promise.resolve(known);
  asking ??= askWorker().then((answer) => known ?? remember(answer ?? detectRendererNow().renderer));
  return asking;
}

/** Software or hardware rasterising, now (on the main thread unless already known), and remembered. */
function detectRendererNow(): DetectedRenderer {
  if (known) return known;
  return remember(typeof document === 'undefined' ? '' : unmaskedRenderer());
}
