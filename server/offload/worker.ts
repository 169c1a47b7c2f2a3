// The worker pool's module (bundled to dist/server/offload-worker.js; from source it is loaded through
// source-worker.mjs). Piscina calls the export named by each run's `name`. Each job first tells the
// pool on its `started` port that it is running: the time budget counts from then, not from when the
// job was queued or the thread was still starting.
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { tasks, type TaskName, type Tasks } from './tasks';

// The renders run at a lower CPU priority than the event loop (on Linux a thread has its own nice
// value): when the machine is short of CPU, requests are answered first and offers wait. Raising the
// nice value needs no privilege; where it is refused the thread keeps the default.
try {
  setPriority(10);
} catch {
  // Not permitted or not supported here: run at normal priority.
}

export interface WorkerJob<N extends TaskName> {
  input: Parameters<Tasks[N]>[0];
  started: MessagePort;
}

function job<N extends TaskName>(name: N) {
  return ({ input, started }: WorkerJob<N>): ReturnType<Tasks[N]> => {
    started.postMessage('started');
    started.close();
    return (tasks[name] as (input: WorkerJob<N>['input']) => ReturnType<Tasks[N]>)(input);
  };
}

export const renderOffer = job('renderOffer');
export const sceneZip = job('sceneZip');
export const renderDocument = job('renderDocument');
