// Where the machine's CPU went during a bench run (Linux /proc): the server's processes (a cluster's
// primary and workers), PostgreSQL's, the load generator (this process), everything else (other
// programs on the machine), and idle. It answers why more server processes do or do not add
// throughput: only idle cores can take more work.
import { readdir, readFile } from 'node:fs/promises';

export interface Sample {
  /** Clock ticks (100 a second) of the whole machine (all cores) and of its idle time. */
  total: number;
  idle: number;
  server: number;
  postgres: number;
  bench: number;
}

async function procStat(pid: string): Promise<{ ppid: number; comm: string; jiffies: number } | null> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces: fields are counted after the last ')'.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    return { comm, ppid: Number(fields[1]), jiffies: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone meanwhile
  }
}

/**
 * A sample of CPU time so far: `serverPid` is the spawned server and `postmasterPid` the bench's
 * PostgreSQL (their children count with them; other programs' PostgreSQL servers do not).
 */
export async function cpuSample(
  serverPid: number | undefined,
  postmasterPid: number | null,
): Promise<Sample | null> {
  try {
    const cpu = (await readFile('/proc/stat', 'utf8'))
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const sample: Sample = {
      total: cpu.reduce((a, b) => a + b, 0),
      idle: cpu[3]! + (cpu[4] ?? 0),
      server: 0,
      postgres: 0,
      bench: 0,
    };
    for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
      const stat = await procStat(pid);
      if (!stat) continue;
      if (Number(pid) === serverPid || stat.ppid === serverPid) sample.server += stat.jiffies;
      else if (postmasterPid && (Number(pid) === postmasterPid || stat.ppid === postmasterPid))
        sample.postgres += stat.jiffies;
      else if (Number(pid) === process.pid) sample.bench += stat.jiffies;
    }
    return sample;
  } catch {
    return null; // not Linux
  }
}

/** "server 41 %, PostgreSQL 33 %, load generator 17 %, other programs 6 %, idle 3 % of 2 cores". */
export function describeSplit(before: Sample | null, after: Sample | null, cores: number): string {
  if (!before || !after) return '';
  const total = after.total - before.total;
  if (total <= 0) return '';
  const share = (n: number) => `${Math.round((100 * n) / total)} %`;
  const server = after.server - before.server;
  const postgres = after.postgres - before.postgres;
  const bench = after.bench - before.bench;
  const idle = after.idle - before.idle;
  const other = Math.max(0, total - server - postgres - bench - idle);
  return (
    `CPU of the run: server ${share(server)}, PostgreSQL ${share(postgres)}, load generator ${share(bench)}, ` +
    `other programs ${share(other)}, idle ${share(idle)} of ${cores} cores`
  );
}

/** The postmaster of the PostgreSQL at `url`: the parent of a backend. */
export async function postmasterPid(url: string): Promise<number | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return (await procStat(String(rows[0]!.pid)))?.ppid ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
