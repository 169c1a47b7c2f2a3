// Commands that screens used to call the API for directly (issue 18): a project's share links (the
// QR dialog), a new customer (the assignment dialog) and a password completed from a mail's code
// (reset, a guest's registration). As actions they are logged with their source and reachable by
// name like every other command.
import { toLoginResult } from '../api/client';
import type { ShareLink } from '../api/shares';
import type { Customer, CustomerFields, SessionReply } from '../api/types';
import { defineAction } from './define';
import { applyLoginResult } from './sessionState';

/** A link (with its token) that opens the project's scene on a phone without a session. */
export const issueShareLinkAction = defineAction<{ projectId: number }, ShareLink>({
  name: 'issueShareLink',
  label: 'actions.issueShareLink',
  undoable: false,
  perform: (ctx, { projectId }) => ctx.api.shares.issue(projectId),
});

/** Every share link of the project stops working; resolves to how many there were. */
export const revokeShareLinksAction = defineAction<{ projectId: number }, number>({
  name: 'revokeShareLinks',
  label: 'actions.revokeShareLinks',
  undoable: false,
  perform: (ctx, { projectId }) => ctx.api.shares.revokeAll(projectId),
});

/** A customer made from the assignment dialog's fields (the server checks them). */
export const createCustomerAction = defineAction<{ fields: CustomerFields }, Customer>({
  name: 'createCustomer',
  label: 'actions.createCustomer',
  undoable: false,
  perform: (ctx, { fields }) => ctx.api.customers.create(fields),
});

/**
 * Sets a password from a mail's code (spec 2: /resetpassword, a guest's registration) and signs in
 * with the reply, as any login does.
 */
export const completePasswordAction = defineAction<
  { kind: 'reset' | 'guestRegistration'; code: string; password: string; language?: string },
  SessionReply
>({
  name: 'completePassword',
  label: 'actions.completePassword',
  undoable: false,
  perform: async (ctx, { kind, code, password, language }) => {
    const reply =
      kind === 'reset'
        ? await ctx.api.account.resetPassword(code, password)
        : await ctx.api.account.completeGuestRegistration(code, password, language);
    applyLoginResult(ctx.store, toLoginResult(reply), true);
    return reply;
  },
});
