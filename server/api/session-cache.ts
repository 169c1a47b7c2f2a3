// Per-process memory of session lookups. Every API call needs the caller's session and account; a
// burst of calls from one client (save then open, a page's parallel loads) should not pay a database
// round trip each. An entry lives at most `ttlMs` and never past its session's expiry. This process
// forgets an entry at once when it changes what it holds (logout, refresh, a new login, profile
// changes); a change made elsewhere (another server process, SQL by hand) applies within `ttlMs`,
// the same bound as the maintenance status.
import type { Account } from '../accounts/accounts';
import type { SessionRecord } from '../accounts/sessions';

/** Spec-free choice, like the maintenance status: at most one lookup per session per second. */
export const SESSION_CACHE_MS = 1000;
/** Bounds memory whatever the number of clients; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  session: SessionRecord;
  account: Account;
}

interface Entry {
  value: CachedSession;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  /** `ttlMs` 0 turns the cache off: every call looks its session up. */
  constructor(
    readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now < entry.until) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a live session; unknown or expired tokens are never kept (a flood of them costs nothing). */
  set(token: string, value: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(now + this.ttlMs, value.session.expiresAt.getTime());
    if (until <= now) return;
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { value, until });
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  /** After a session ended by its stored id (the token is not known there): looked up again. */
  forgetSession(sessionId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.value.session.id === sessionId) this.entries.delete(token);
    }
  }

  /** After a change to a user (profile, rights): every session of theirs is looked up again. */
  forgetUser(userId: number): void {
    for (const [token, entry] of this.entries) {
      if (entry.value.session.userId === userId) this.entries.delete(token);
    }
  }
}
