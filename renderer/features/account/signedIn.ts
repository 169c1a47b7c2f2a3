import type { SessionReply } from '../../api/types';
import { toLoginResult } from '../../api/client';
import { setSignedIn } from '../../app/startup';

/** A reset or a registration signs in: the store takes the reply's profile like any login's. */
export function applySignedIn(reply: SessionReply): void {
  setSignedIn(toLoginResult(reply));
}
