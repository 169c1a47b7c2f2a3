/**
 * A throwaway context's unmasked renderer string (WEBGL_debug_renderer_info, else RENDERER), ''
 * when WebGL says nothing; the context is given back at once (browsers cap live contexts). Used on
 * the main thread and in the probe worker (rendererProbe.worker.ts).
 */
export function rendererString(gl: WebGLRenderingContext): string {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    return typeof name === 'string' ? name : '';
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
