import type { WallEdit } from '../../../core/room/drawing';
import type { Wall } from '../../../core/room/walls';
import { chooseIn } from '../../ui/dialog';
import { EditWallDialog } from './EditWallDialog';

/** The edit-wall dialog (spec 2); resolves with the change, or null when cancelled. */
export async function openEditWall(wall: Wall, title: string): Promise<WallEdit | null> {
  return chooseIn<WallEdit>({
    title,
    content: (props) => <EditWallDialog wall={wall} {...props} />,
    singleInstance: 'editWall',
  });
}
