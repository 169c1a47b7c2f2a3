import type { RoomChoice } from '../../actions/projectFlows/newProject';
import type { WallEdit } from '../../../core/room/drawing';
import type { Wall } from '../../../core/room/walls';
import { i18n } from '../../i18n';
import { openDialog } from '../../ui/dialog';
import { EditWallDialog } from './EditWallDialog';
import '../projects/i18n/register';

/** The room design dialog of a new project (rt1..rt11 with editable dimensions), for the plan. */
export async function openRoomShape(): Promise<RoomChoice | null> {
  const { RoomDesignDialog } = await import('../projects/dialogs/RoomDesignDialog');
  const { flag, response } = await openDialog<RoomChoice>({
    title: i18n.t('projects:room.title'),
    content: RoomDesignDialog,
    width: 1200,
    singleInstance: 'roomDesign',
  });
  return flag && response ? response : null;
}

/** The edit-wall dialog (spec 2); resolves with the change, or null when cancelled. */
export async function openEditWall(wall: Wall, title: string): Promise<WallEdit | null> {
  const { flag, response } = await openDialog<WallEdit>({
    title,
    content: (props) => <EditWallDialog wall={wall} {...props} />,
    singleInstance: 'editWall',
  });
  return flag && response ? response : null;
}
