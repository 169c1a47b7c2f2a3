// The render worker: takes render jobs from the queue (server/jobs) and draws each in headless
// Chromium (browser.ts, renderer/renderfarm/photoRender.ts), reporting progress to the job's row.
// Runs inside `npm start` (ARREDO_RENDER_SLOTS, default 1) and alone as `npm run renderfarm`.
import type { JobQueue } from '../jobs/queue';
import { RenderBrowser } from './browser';
import { RENDER_QUEUE, RENDER_RETRY_LIMIT, type QueuedRender, type RenderFarm } from './jobs';

export interface RenderWorkerOptions {
  slots: number;
  browser?: RenderBrowser;
  log?: { info(message: string): void; warn(message: string): void };
  /** How often an idle slot asks the queue for work. */
  pollSeconds?: number;
}

/** ARREDO_RENDER_SLOTS: renders this process runs at once; 0 runs none (the jobs wait for a farm). */
export function renderSlotsFromEnv(env = process.env, fallback = 1): number {
  const raw = env.ARREDO_RENDER_SLOTS?.trim();
  if (!raw) return fallback;
  const slots = Number(raw);
  if (!Number.isInteger(slots) || slots < 0 || slots > 64)
    throw new Error(`ARREDO_RENDER_SLOTS must be a whole number from 0 to 64 (it is "${raw}")`);
  return slots;
}

export interface RenderWorker {
  stop(): Promise<void>;
}

export async function startRenderWorker(
  farm: RenderFarm,
  queue: JobQueue,
  options: RenderWorkerOptions,
): Promise<RenderWorker> {
  const browser = options.browser ?? new RenderBrowser();
  const log = options.log ?? { info: console.log, warn: console.warn };
  if (options.slots > 0) {
    await queue.work<QueuedRender>(
      RENDER_QUEUE,
      { slots: options.slots, pollSeconds: options.pollSeconds ?? 2 },
      async (job) => {
        const claimed = await farm.start(job.data.jobId);
        if (!claimed) return { skipped: 'cancelled or deleted' };
        const { row, scene } = claimed;
        const started = performance.now();
        let lastReport = 0;
        const page = await browser.page();
        const stop = () => void page.close().catch(() => undefined);
        job.signal.addEventListener('abort', stop);
        try {
          await page.exposeFunction('arredoProgress', async (fraction: number) => {
            const now = Date.now();
            if (now - lastReport < 500 && fraction < 1) return;
            lastReport = now;
            await farm.progress(row.id, fraction * 100);
          });
          await page.exposeFunction('arredoCancelled', () => job.signal.aborted);
          const result = await page.evaluate(
            (input) => (globalThis as unknown as RenderPage).arredoRender(input),
            {
              scene,
              width: row.width,
              height: row.height,
              quality: row.quality,
              lighting: row.lighting,
            } as never,
          );
          const renderMs = Math.round(performance.now() - started);
          const images = {
            png: Buffer.from(result.png, 'base64'),
            jpeg: Buffer.from(result.jpeg, 'base64'),
            thumb: Buffer.from(result.thumb, 'base64'),
          };
          const done = await farm.finish(row.id, images, renderMs);
          log.info(
            `Render ${row.id} (${row.width}x${row.height} ${row.quality}) ${done ? 'done' : 'dropped'} in ${renderMs} ms`,
          );
          return { renderMs };
        } catch (error) {
          const message = job.signal.aborted
            ? String((job.signal.reason as Error | undefined)?.message ?? 'Render stopped')
            : (error as Error).message;
          const final = job.retryCount >= RENDER_RETRY_LIMIT || message === 'Job cancelled';
          await farm.attemptFailed(row.id, message.split('\n')[0] ?? message, final);
          log.warn(`Render ${row.id} attempt ${job.retryCount + 1} failed: ${message}`);
          if (message === 'Job cancelled') return { cancelled: true };
          throw error;
        } finally {
          job.signal.removeEventListener('abort', stop);
          stop();
        }
      },
    );
  }
  return {
    stop: async () => {
      await queue.stopWork(RENDER_QUEUE);
      await browser.close();
    },
  };
}

/** What the worker's page offers (renderer/renderfarm/page.ts). */
interface RenderPage {
  arredoRender(job: unknown): Promise<{ png: string; jpeg: string; thumb: string; samples: number }>;
}
