import { toLoginResult } from '../api/client';
import { notificationsAtom } from '../state/app';
import { logger } from '../state/logs';
import { profileAtom, userFlagsAtom } from '../state/session';
import { defineAction } from './define';
import { applyLoginResult } from './sessionState';
import type { ActionContext } from './types';

/** The signed-in user's own settings and notifications (maintenance: maintenance.ts). */

export const isSignedIn = (ctx: ActionContext) => {
  const profile = ctx.store.get(profileAtom);
  return profile !== null && !profile.guest;
};

/** Changes the password (the current one is required); the server ends the user's other sessions. */
export const changePasswordAction = defineAction<{ currentPassword: string; newPassword: string }, void>({
  name: 'changePassword',
  label: 'account.changePassword',
  undoable: false,
  enabled: isSignedIn,
  perform: async (ctx, { currentPassword, newPassword }) => {
    await ctx.api.auth.changePassword(currentPassword, newPassword);
    logger.info('Password changed');
  },
});

/** Spec 3: the GDPR consents, stored on the server as '1;1;1;1' (one flag per consent). */
export const setGdprFlagsAction = defineAction<{ consents: readonly boolean[] }, string>({
  name: 'setGdprFlags',
  label: 'account.setGdprFlags',
  undoable: false,
  enabled: isSignedIn,
  perform: async (ctx, { consents }) => {
    const flags = consents.map((given) => (given ? '1' : '0')).join(';');
    applyLoginResult(ctx.store, toLoginResult(await ctx.api.auth.setGdprFlags(flags)));
    logger.info('GDPR consents stored', flags);
    return flags;
  },
});

const isPro = (ctx: ActionContext) => isSignedIn(ctx) && ctx.store.get(userFlagsAtom).kind === 'pro';

/** A professional user's own e-mail address, where a password reset link goes (null removes it). */
export const setProfileEmailAction = defineAction<{ email: string | null; currentPassword: string }, void>({
  name: 'setProfileEmail',
  label: 'account.setProfileEmail',
  undoable: false,
  enabled: isPro,
  perform: async (ctx, { email, currentPassword }) => {
    applyLoginResult(ctx.store, toLoginResult(await ctx.api.auth.setEmail(email, currentPassword)));
    logger.info('E-mail address stored', email ?? '(none)');
  },
});

/** A professional user's default price list (spec 3: user shops with pricelist); null: the shop's. */
export const setPriceListAction = defineAction<{ priceList: string | null }, void>({
  name: 'setPriceList',
  label: 'account.setPriceList',
  undoable: false,
  enabled: isPro,
  perform: async (ctx, { priceList }) => {
    applyLoginResult(ctx.store, toLoginResult(await ctx.api.auth.setPriceList(priceList)));
    logger.info('Price list chosen', priceList ?? '(the shop’s)');
  },
});

/** The user's notifications, newest first (guests have none). */
export const loadNotificationsAction = defineAction<void, number>({
  name: 'loadNotifications',
  label: 'notifications.refresh',
  undoable: false,
  perform: async (ctx) => {
    if (!isSignedIn(ctx)) {
      ctx.store.set(notificationsAtom, []);
      return 0;
    }
    const list = await ctx.api.notifications.list();
    ctx.store.set(notificationsAtom, list);
    return list.length;
  },
});

/** Deletes one notification by its row id (spec 7). */
export const deleteNotificationAction = defineAction<{ rowId: string }, void>({
  name: 'deleteNotification',
  label: 'notifications.delete',
  undoable: false,
  enabled: isSignedIn,
  perform: async (ctx, { rowId }) => {
    await ctx.api.notifications.remove(rowId);
    ctx.store.set(notificationsAtom, (list) => list.filter((n) => n.rowId !== rowId));
  },
});
