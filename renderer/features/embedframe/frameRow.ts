import type { Project } from '../../../core/project/schema';

export interface FrameRow {
  catalog: string;
  model: string;
  /** The row's variants string split into name and value ('WIDTH=600;FINISH=OAK'). */
  variants: { name: string; value: string }[];
}

/** The current row of the open project as the frame shows it, or null when none is chosen. */
export function frameRow(project: Project | null): FrameRow | null {
  if (!project || project.currentrow === undefined || project.currentrow === null) return null;
  const row = project.rows.find((r) => String(r.uniqueid) === String(project.currentrow));
  if (!row) return null;
  const variants = (row.var ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? { name: pair, value: '' } : { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
  return { catalog: row.catalog, model: row.model ?? row.cmodel ?? '', variants };
}
