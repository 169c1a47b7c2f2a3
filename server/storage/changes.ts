// Change notices between server processes (issue 25): PostgreSQL's LISTEN/NOTIFY. A trigger names
// what changed (migration 0014: `arredo_catalogs` on any change to the stored catalogues, whoever
// made it); every process listening drops its cached copy at once instead of re-reading on a timer.
// On PostgreSQL one dedicated connection listens, opened at the first subscriber and opened again
// when lost (every subscriber is then told, as notices may have been missed meanwhile). On the
// embedded PGlite (one process) the notices are PGlite's own, delivered in this process.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channels the migrations' triggers notify. */
export const CATALOGS_CHANNEL = 'arredo_catalogs';
const CHANNELS = [CATALOGS_CHANNEL] as const;
export type Channel = (typeof CHANNELS)[number];

const RECONNECT_MS = 1000;

export interface Changes {
  /**
   * True while notices arrive: a cache may then be trusted until told. False before the first
   * connection and while it is lost: caches fall back to re-reading on a timer.
   */
  readonly live: boolean;
  /** Calls `handler` on each notice of `channel` (and after a lost connection came back). */
  on(channel: Channel, handler: () => void): () => void;
  close(): Promise<void>;
}

abstract class Subscribers {
  protected readonly handlers = new Map<Channel, Set<() => void>>();

  on(channel: Channel, handler: () => void): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    this.started();
    return () => set.delete(handler);
  }

  protected emit(channel: string): void {
    for (const handler of this.handlers.get(channel as Channel) ?? []) {
      try {
        handler();
      } catch (error) {
        console.error(`Change handler (${channel}) failed:`, (error as Error).message);
      }
    }
  }

  protected emitAll(): void {
    for (const channel of this.handlers.keys()) this.emit(channel);
  }

  protected abstract started(): void;
}

class PostgresChanges extends Subscribers implements Changes {
  live = false;
  private client: pg.Client | null = null;
  private connecting = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {
    super();
  }

  protected started(): void {
    if (!this.client && !this.connecting && !this.closed) void this.connect();
  }

  private async connect(): Promise<void> {
    this.connecting = true;
    const client = new pg.Client({ connectionString: this.url });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.live = false;
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => this.emit(message.channel));
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.live = true;
      // Anything cached before now may have missed a notice.
      this.emitAll();
    } catch {
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    } finally {
      this.connecting = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

class PgliteChanges extends Subscribers implements Changes {
  live = true;
  private listening: Promise<Array<() => Promise<void>>> | null = null;

  constructor(private readonly client: PGlite) {
    super();
  }

  protected started(): void {
    this.listening ??= Promise.all(
      CHANNELS.map((channel) => this.client.listen(channel, () => this.emit(channel))),
    );
  }

  async close(): Promise<void> {
    const stops = await this.listening?.catch(() => []);
    if (!this.client.closed) for (const stop of stops ?? []) await stop().catch(() => undefined);
  }
}

export function postgresChanges(url: string): Changes {
  return new PostgresChanges(url);
}

export function pgliteChanges(client: PGlite): Changes {
  return new PgliteChanges(client);
}

/** The notices of the storage a database handle came from (storage/index.ts registers them). */
const registry = new WeakMap<object, Changes>();

export function registerChanges(db: object, changes: Changes): void {
  registry.set(db, changes);
}

/** The change notices for `db`, or null for a handle not opened by openStorage (re-read on a timer). */
export function changesOf(db: object): Changes | null {
  return registry.get(db) ?? null;
}
