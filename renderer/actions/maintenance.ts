// Maintenance (spec 3, 4, 7): anyone checks it, at start and after a maintenance error; only
// administrators book, start and end it. Every call's reply is the new maintenance state, which the
// banner and the guards read (state/app.ts maintenanceAtom).
import type { Api } from '../api';
import type { MaintenanceReply } from '../api/types';
import { maintenanceAtom } from '../state/app';
import { logger } from '../state/logs';
import { profileAtom } from '../state/session';
import { isSignedIn } from './account';
import { defineAction } from './define';
import type { ActionContext, ActionDef } from './types';

const isAdmin = (ctx: ActionContext) => isSignedIn(ctx) && ctx.store.get(profileAtom)?.admin === true;

function storeMaintenance(ctx: ActionContext, reply: MaintenanceReply) {
  ctx.store.set(maintenanceAtom, {
    isMaintenance: reply.isMaintenance,
    startDateTimeUTC: reply.startDateTimeUTC,
    endDateTimeUTC: reply.endDateTimeUTC,
  });
}

/** What one maintenance command gives of its own. */
interface MaintenanceCommand<Args, Result> extends Pick<ActionDef, 'name' | 'label'> {
  call(maintenance: Api['maintenance'], args: Args): Promise<MaintenanceReply>;
  done(reply: MaintenanceReply, args: Args): Result;
}

/**
 * The administrators' maintenance commands: not undoable, enabled for an administrator. `call` makes
 * the server call, whose reply is stored as the new state; `done` logs what happened and gives the
 * action's result.
 */
function defineAdminMaintenanceAction<Args = void, Result = void>({
  call,
  done,
  ...named
}: MaintenanceCommand<Args, Result>): ActionDef<Args, Result> {
  return defineAction<Args, Result>({
    ...named,
    undoable: false,
    enabled: isAdmin,
    perform: async (ctx, args) => {
      const reply = await call(ctx.api.maintenance, args);
      storeMaintenance(ctx, reply);
      return done(reply, args);
    },
  });
}

/** Spec 4: the maintenance status, checked at start and again after a maintenance error. */
export const checkMaintenanceAction = defineAction<void, void>({
  name: 'checkMaintenance',
  label: 'maintenance.check',
  undoable: false,
  perform: async (ctx) => {
    try {
      storeMaintenance(ctx, await ctx.api.maintenance.status());
    } catch (error) {
      logger.warn('Maintenance check failed', (error as Error).message);
    }
  },
});

/** Administrators: book maintenance (start and end in UTC); both null cancels the booking (spec 4). */
export const bookMaintenanceAction = defineAdminMaintenanceAction<{
  start: string | null;
  end: string | null;
}>({
  name: 'bookMaintenance',
  label: 'maintenance.book',
  call: (maintenance, { start, end }) => maintenance.book(start, end),
  done: (_reply, { start, end }) =>
    logger.info(
      start ? 'Maintenance booked' : 'Maintenance booking cancelled',
      start ? `${start} - ${end}` : '',
    ),
});

/** Administrators: maintenance starts now (everyone else's calls get 503 MAINTENANCE). */
export const startMaintenanceAction = defineAdminMaintenanceAction({
  name: 'startMaintenance',
  label: 'maintenance.start',
  call: (maintenance) => maintenance.start(),
  done: () => logger.info('Maintenance started'),
});

/** Administrators: maintenance ends (the reply says completed). */
export const endMaintenanceAction = defineAdminMaintenanceAction<void, boolean>({
  name: 'endMaintenance',
  label: 'maintenance.end',
  call: (maintenance) => maintenance.end(),
  done: (reply) => {
    logger.info('Maintenance ended');
    return reply.completed;
  },
});
