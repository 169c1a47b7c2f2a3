// The render worker's page (render-worker.html): the server's worker opens it in headless Chromium
// and calls window.arredoRender with a job; progress goes back through window.arredoProgress (the
// worker exposes it) and a true window.arredoCancelled() stops the render between samples.
import { renderPhoto, type PhotoJob } from './photoRender';

declare global {
  interface Window {
    arredoRender(job: PhotoJob): Promise<{ png: string; jpeg: string; thumb: string; samples: number }>;
    arredoProgress?: (fraction: number) => Promise<void>;
    arredoCancelled?: () => Promise<boolean>;
  }
}

/** The longest side of the job view's thumbnails. */
const THUMB = 480;

const base64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

window.arredoRender = async (job) => {
  let cancelled = false;
  const { canvas, samples } = await renderPhoto(job, {
    hdrUrl: (lighting) => `hdr/${lighting}.hdr`,
    onProgress: (fraction) => {
      void window.arredoProgress?.(fraction);
      void window.arredoCancelled?.().then((stop) => {
        cancelled ||= stop;
      });
    },
    cancelled: () => cancelled,
  });
  const scale = Math.min(1, THUMB / Math.max(canvas.width, canvas.height));
  const thumb = document.createElement('canvas');
  thumb.width = Math.max(1, Math.round(canvas.width * scale));
  thumb.height = Math.max(1, Math.round(canvas.height * scale));
  const context = thumb.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, thumb.width, thumb.height);
  return {
    png: base64(canvas.toDataURL('image/png')),
    jpeg: base64(canvas.toDataURL('image/jpeg', 0.92)),
    thumb: base64(thumb.toDataURL('image/jpeg', 0.85)),
    samples,
  };
};
document.documentElement.dataset.ready = 'true';
