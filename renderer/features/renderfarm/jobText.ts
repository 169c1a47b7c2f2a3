// Words and numbers of a render job for the job view: pure, unit-tested.
import type { RenderJob } from '../../api/renderfarm';

/** "12 s", "3 min 05 s", "1 h 02 min": how long a render took. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Whether the view should keep asking for news: something waits or runs. */
export function anyActive(jobs: readonly RenderJob[]): boolean {
  return jobs.some((job) => job.status === 'queued' || job.status === 'running');
}

/** The download's file name: the job's name made safe, with the format's extension. */
export function pictureFileName(job: Pick<RenderJob, 'name'>, ext: 'png' | 'jpg'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const safe = job.name.replace(/[\u0000-\u001f/\\"'`<>:|?*;%]/g, '').trim() || 'render';
  return `${safe}.${ext}`;
}
