// New project (spec 4): the unsaved check, the reset, the customer assignment, the room design,
// the walls, then item search. A failure on the way cancels the project (it is emptied).
import type { CustomerPickerResult } from '../../../core/project/entities';
import { resetForNewProject, withPickedCustomer } from '../../../core/project/newProject';
import type { Project } from '../../../core/project/schema';
import { createRoom, DEFAULT_ROOM, roomToEnvWall, type RoomType } from '../../../core/room';
import { i18n } from '../../i18n';
import { configAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { userFlagsAtom } from '../../state/session';
import { chooseInDialog } from '../../ui/dialog/choose';
import { clearHistory } from '../history';
import type { ActionContext } from '../types';
import { emptyProject, resetWorkingState, settleUnsaved } from './openState';
import '../../features/projects/i18n/register';

export interface NewProjectArgs {
  /** Spec 4's no-save flag: start without asking to save the open project. */
  noSave?: boolean;
  /** Skip the customer and room choice (spec 4: a new project after an embedded login). */
  skipChoices?: boolean;
}

/** The room design dialog's answer. */
export interface RoomChoice {
  type: RoomType;
  values: number[];
  height: number;
}

/** Resolves true when the new project is open (and item search shown), false when the user cancelled. */
export async function newProject(ctx: ActionContext, args: NewProjectArgs = {}): Promise<boolean> {
  if (!(await settleUnsaved(ctx, args.noSave))) return false;
  const config = ctx.store.get(configAtom)?.config;
  let project: Project;
  try {
    project = resetForNewProject().project;
    resetWorkingState();
    ctx.store.set(projectAtom, project);
    ctx.store.set(savedProjectAtom, project);
    ctx.store.set(storedMetaAtom, null);
    clearHistory();

    const kind = ctx.store.get(userFlagsAtom).kind;
    // Spec 4 and 6: guests skip it; the customer register is shop staff's (customers are themselves).
    if (!args.skipChoices && config?.customerAssignment && kind === 'pro') {
      const customer = await pickCustomer();
      if (customer) project = withPickedCustomer(project, customer);
    }
    const room =
      !args.skipChoices && config?.customparams.selectRoom !== false ? await pickRoom() : defaultRoom();
    project = { ...project, envWall: roomToEnvWall(await buildRoom(room)) };
    ctx.store.set(projectAtom, project);
    ctx.store.set(savedProjectAtom, project);
  } catch (error) {
    logger.error('New project failed: the project is cancelled', error);
    emptyProject(ctx);
    throw error;
  }
  const search = config?.customparams.customItemSearch ? '/citemsearch' : '/itemsearch';
  ctx.navigate(`${search}/newprj`);
  return true;
}

/** Customer assignment (spec 2: width 800; select or skip; closing continues without one). */
function pickCustomer(): Promise<CustomerPickerResult | null> {
  return chooseInDialog(
    async () => (await import('../../features/customer/CustomerAssignmentDialog')).CustomerAssignmentDialog,
    () => ({ title: i18n.t('customer:assign.title'), width: 800, singleInstance: 'customerAssignment' }),
  );
}

const defaultRoom = (): RoomChoice => ({
  type: DEFAULT_ROOM.type,
  values: [...DEFAULT_ROOM.dimensions],
  height: DEFAULT_ROOM.height,
});

/** Room design; closing it keeps the default room of spec 3 (rt1, 5000 x 5000). */
async function pickRoom(): Promise<RoomChoice> {
  const { openRoomDesign } = await import('../../features/projects/dialogs/openRoomDesign');
  return (await openRoomDesign()) ?? defaultRoom();
}

/** The walls of the chosen room; their height comes from the wall catalogue (spec 7, default 2700). */
async function buildRoom(choice: RoomChoice) {
  let wallHeight: number | undefined;
  try {
    const { extrasApi } = await import('../../api/extras');
    wallHeight = (await extrasApi.walls()).defaultHeight;
  } catch (error) {
    logger.warn('Wall catalogue not available: default wall height used', (error as Error).message);
  }
  return createRoom(choice.type, choice.values, {
    roomHeight: choice.height,
    ...(wallHeight ? { height: wallHeight } : {}),
  });
}
