import type { RoomChoice } from '../../../actions/projectFlows/newProject';
import { i18n } from '../../../i18n';
import { openDialog } from '../../../ui/dialog';
import '../i18n/register';

/**
 * The room design dialog (rt1..rt11 with editable dimensions; spec 2: width 1200), for a new project
 * and for the plan's "Room shape…". Null when it is closed without a choice.
 */
export async function openRoomDesign(): Promise<RoomChoice | null> {
  const { RoomDesignDialog } = await import('./RoomDesignDialog');
  const { flag, response } = await openDialog<RoomChoice>({
    title: i18n.t('projects:room.title'),
    content: RoomDesignDialog,
    width: 1200,
    singleInstance: 'roomDesign',
  });
  return flag && response ? response : null;
}
