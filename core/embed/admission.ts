// Guest admission (spec 4, 6): an embedded app admits a guest only if a session or user id existed when it
// loaded (the host page vouched for its visitor), and becomes admitted once a non-guest user appears.
// While not admitted, every request from the host is refused with "This site doesn't allow guest users!".
import type { UserKind } from './port';

export interface AdmissionAtLoad {
  /** The session id the app found at load (URL `sessionid`, or a stored session); blank means none. */
  readonly sessionId?: string | null | undefined;
  /** The user id the app found at load; blank means none. */
  readonly userId?: string | null | undefined;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * The admission state of one embedded app. Pure (no I/O); it only remembers, because admission once
 * granted by a signed-in user stays for the life of the page.
 */
export class GuestAdmission {
  #admitted: boolean;

  constructor(atLoad: AdmissionAtLoad) {
    this.#admitted = present(atLoad.sessionId) || present(atLoad.userId);
  }

  get admitted(): boolean {
    return this.#admitted;
  }

  /** Called with the current user before each request and after each login. */
  observe(user: UserKind): boolean {
    if (user === 'customer' || user === 'pro') this.#admitted = true;
    return this.#admitted;
  }
}
