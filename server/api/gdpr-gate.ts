// Spec 4's GDPR rule, the server's side: in the one customer deployment that asks for consents (the
// configuration file's config.customer "verdelegno"), a signed-in user without every consent gets the
// GDPR error (403 GDPR_CONSENT) from every call but signing in and out, their profile (where the
// consents are stored), maintenance and translations. The app answers the error by opening
// /gdprprivacy (unless the privacy dialog is open or it is there already). Guests give no consents.
import type { FastifyInstance } from 'fastify';
import { GDPR_ALL_GIVEN } from '../../core/project/entities';
import type { ConfigValueSource } from '../projects/ro-status';
import { ApiError } from './errors';

export const GDPR_CUSTOMER = 'verdelegno';
export const GDPR_CODE = 'GDPR_CONSENT';
export const GDPR_MESSAGE = 'GDPR consents missing: give them on the privacy page (/gdprprivacy) first';

/** Installs the gate in an API scope; `open` lists path prefixes (full paths) the rule leaves open. */
export function installGdprGate(
  app: FastifyInstance,
  customer: Pick<ConfigValueSource<string | null>, 'get'>,
  open: readonly string[],
): void {
  // preHandler: after the auth hook. Callback style: most calls pass without waiting on anything.
  app.addHook('preHandler', (request, _reply, done) => {
    const account = request.auth?.account;
    if (!account || account.guest || account.userId === null || account.gdprFlags === GDPR_ALL_GIVEN) {
      return done();
    }
    const path = request.routeOptions.url ?? request.url;
    if (open.some((prefix) => path.startsWith(prefix))) return done();
    customer.get().then(
      (name) => done(name === GDPR_CUSTOMER ? new ApiError(403, GDPR_MESSAGE, GDPR_CODE) : undefined),
      (error: Error) => done(error),
    );
  });
}
