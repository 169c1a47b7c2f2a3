import type { RoomChoice } from '../../../actions/projectFlows/newProject';
import { i18n } from '../../../i18n';
import { chooseInDialog } from '../../../ui/dialog/choose';
import '../i18n/register';

/**
 * The room design dialog (rt1..rt11 with editable dimensions; spec 2: width 1200), for a new project
 * and for the plan's "Room shape…". Null when it is closed without a choice.
 */
export function openRoomDesign(): Promise<RoomChoice | null> {
  return chooseInDialog(
    async () => (await import('./RoomDesignDialog')).RoomDesignDialog,
    () => ({
      title: i18n.t('projects:room.title'),
      width: 1200,
      singleInstance: 'roomDesign',
    }),
  );
}
