// The open project's closets, as the closet screens list them: the start screen (to open one again)
// and the multi-closet run (to place them along the walls).
import type { ClosetModel } from '../../../core/closet/model';
import { rowCloset } from '../../../core/project/closetRows';
import type { Project, Row } from '../../../core/project/schema';

export interface ProjectCloset {
  id: string;
  row: Row;
  model: ClosetModel;
  /** The row's place in the project and its code, as the offer lists it ("2. WR-2400x2360"). */
  name: string;
}

export function projectClosets(project: Pick<Project, 'rows'> | null): ProjectCloset[] {
  return (project?.rows ?? []).flatMap((row, i) => {
    const model = row.closet ? rowCloset(row) : null;
    return model
      ? [{ id: String(row.uniqueid), row, model, name: `${i + 1}. ${row.cod || row.model || ''}` }]
      : [];
  });
}
