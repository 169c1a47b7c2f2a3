// Renderer detection, in one module: which WebGL rasteriser this browser has (software or hardware,
// from its unmasked renderer string) and so the live view's profile for this device. Asked once per
// session from a throwaway context (the live canvas's anti-aliasing must be chosen before its own
// context exists): in a worker where the browser can (rendererProbe.worker.ts, this module's half
// off the main thread: a worker needs an entry file of its own), else on the main thread; both ask
// WebGL through rendererString.ts. The 3D link's preload starts it while the code downloads, and the
// screen waits for it as it waits for the catalogues. Imports nothing of three (preload.ts is not in
// the 3D chunk).
import ProbeWorker from './rendererProbe.worker?worker&inline';
import { liveProfile, type LiveProfile, type RendererKind } from './renderProfile';
import { rendererString } from './rendererString';

const SOFTWARE_RENDERERS =
  /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render|microsoft basic|mesa offscreen|gdi generic/i;

/**
 * Software or hardware, from WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL (or RENDERER where
 * the browser unmasks it). An unknown or masked string counts as hardware: the full profile is the
 * safe default, and the adaptive resolution still catches a slow device.
 */
export function rendererKind(renderer: string | null | undefined): RendererKind {
  return renderer && SOFTWARE_RENDERERS.test(renderer) ? 'software' : 'hardware';
}

export interface DetectedRenderer {
  kind: RendererKind;
  renderer: string;
}

/** How long the worker may take (a cold start on a loaded machine takes a second or two). */
export const WORKER_PATIENCE_MS = 5000;

let known: DetectedRenderer | null = null;
let knownProfile: LiveProfile | null = null;
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

function profileOf(detected: DetectedRenderer): LiveProfile {
  const ios = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);
  knownProfile ??= liveProfile({ renderer: detected.kind, ios });
  return knownProfile;
}

/** The live profile when detection has answered, else null. */
export function knownLiveProfile(): LiveProfile | null {
  if (knownProfile) return knownProfile;
  return known ? profileOf(known) : null;
}

/** The live profile of this browser (its rasteriser, iOS or not), detected once. */
export function deviceLiveProfile(): Promise<LiveProfile> {
  const now = knownLiveProfile();
  return now ? Promise.resolve(now) : detectRendererAsync().then(profileOf);
}
