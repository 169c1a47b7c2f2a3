import { toLoginResult } from '../api/client';
import { maintenanceAtom, notificationsAtom } from '../state/app';
import { logger } from '../state/logs';
import { profileAtom, userFlagsAtom } from '../state/session';
import { defineAction } from './define';
import { applyLoginResult } from './sessionState';
import type { ActionContext } from './types';

/** The signed-in user's own settings, notifications and (administrators) maintenance. */

const isSignedIn = (ctx: ActionContext) => {
  const profile = ctx.store.get(profileAtom);
  return profile !== null && !profile.guest;
};
const isAdmin = (ctx: ActionContext) => isSignedIn(ctx) && ctx.store.get(profileAtom)?.admin === true;

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

function storeMaintenance(
  ctx: ActionContext,
  reply: { isMaintenance: boolean; startDateTimeUTC: string | null; endDateTimeUTC: string | null },
) {
  ctx.store.set(maintenanceAtom, {
    isMaintenance: reply.isMaintenance,
    startDateTimeUTC: reply.startDateTimeUTC,
    endDateTimeUTC: reply.endDateTimeUTC,
  });
}

/** Administrators: book maintenance (start and end in UTC); both null cancels the booking (spec 4). */
export const bookMaintenanceAction = defineAction<{ start: string | null; end: string | null }, void>({
  name: 'bookMaintenance',
  label: 'maintenance.book',
  undoable: false,
  enabled: isAdmin,
  perform: async (ctx, { start, end }) => {
    storeMaintenance(ctx, await ctx.api.maintenance.book(start, end));
    logger.info(
      start ? 'Maintenance booked' : 'Maintenance booking cancelled',
      start ? `${start} - ${end}` : '',
    );
  },
});

/** Administrators: maintenance starts now (everyone else's calls get 503 MAINTENANCE). */
export const startMaintenanceAction = defineAction<void, void>({
  name: 'startMaintenance',
  label: 'maintenance.start',
  undoable: false,
  enabled: isAdmin,
  perform: async (ctx) => {
    storeMaintenance(ctx, await ctx.api.maintenance.start());
    logger.info('Maintenance started');
  },
});

/** Administrators: maintenance ends (the reply says completed). */
export const endMaintenanceAction = defineAction<void, boolean>({
  name: 'endMaintenance',
  label: 'maintenance.end',
  undoable: false,
  enabled: isAdmin,
  perform: async (ctx) => {
    const reply = await ctx.api.maintenance.end();
    storeMaintenance(ctx, reply);
    logger.info('Maintenance ended');
    return reply.completed;
  },
});
