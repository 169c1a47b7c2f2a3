// Which WebGL rasteriser this browser has, asked once per session from a throwaway context (the
// live canvas's anti-aliasing must be chosen before its own context exists).
import { rendererKind, type RendererKind } from './renderProfile';

let known: { kind: RendererKind; renderer: string } | null = null;

/** The unmasked renderer string (WEBGL_debug_renderer_info, else RENDERER), '' when WebGL says nothing. */
function unmaskedRenderer(): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!gl) return '';
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    return typeof name === 'string' ? name : '';
  } finally {
    // Browsers cap live contexts: give this one back at once.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

/** Software or hardware rasterising, detected on first call and remembered. */
export function detectRenderer(): { kind: RendererKind; renderer: string } {
  if (known) return known;
  const renderer = typeof document === 'undefined' ? '' : unmaskedRenderer();
  known = { kind: rendererKind(renderer), renderer };
  return known;
}
