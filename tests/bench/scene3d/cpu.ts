// CPU time of Chromium's processes from /proc: on a machine shared with other jobs the wall clock
// stretches with the load; the CPU a task takes much less.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms, user + system) of the Chromium processes, by kind. */
export interface Cpu {
  /** The GPU process: SwiftShader shading the WebGL frames. */
  gpu: number;
  /** The page's renderer: JavaScript, React, three.js, layout, paint. */
  renderer: number;
  /** The browser process and the rest (software compositing, utilities). */
  other: number;
}
export const cpuTotal = (cpu: Cpu) => cpu.gpu + cpu.renderer + cpu.other;
export const cpuSince = (now: Cpu, then: Cpu): Cpu => ({
  gpu: now.gpu - then.gpu,
  renderer: now.renderer - then.renderer,
  other: now.other - then.other,
});

/**
 * CPU time used so far by the Chromium processes under `pid` (not the server), split by process
 * kind from their command lines. On a machine shared with other jobs the wall clock stretches with
 * the load; the CPU a task takes much less.
 */
export function treeCpu(pid: number): Cpu {
  const stats = new Map<number, { ppid: number; ticks: number; kind: keyof Cpu }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, ... utime (14th), stime (15th).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const browser = /chrom/i.test(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')));
      const ticks = browser ? Number(fields[11]) + Number(fields[12]) : 0;
      const type = browser ? /--type=([\w-]+)/.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1] : '';
      const kind = type === 'gpu-process' ? 'gpu' : type === 'renderer' ? 'renderer' : 'other';
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks, kind });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (id: number): boolean => {
    for (let at: number | undefined = id; at && at > 1; at = stats.get(at)?.ppid) if (at === pid) return true;
    return false;
  };
  const cpu: Cpu = { gpu: 0, renderer: 0, other: 0 };
  // USER_HZ is 100 on Linux: a tick is 10 ms.
  for (const [id, stat] of stats) if (inTree(id)) cpu[stat.kind] += stat.ticks * 10;
  return cpu;
}
export const treeCpuMs = (pid: number) => cpuTotal(treeCpu(pid));
