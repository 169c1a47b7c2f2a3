// jPrjPrintCleaner (spec 7): the project as the print server wants it. Pictures and heavy fields
// that no printed page uses are dropped; rows, customerFields, addresses and totals stay.
import type { Project } from '../../core/project/schema';

/** Project fields never printed: previews, generated views, the view maker, navigation history. */
export const DROPPED_PROJECT_FIELDS = ['img', 'engine_views', 'viewmaker', 'history'] as const;
/** Row fields never printed: the row picture. */
export const DROPPED_ROW_FIELDS = ['img'] as const;

const isDataUrl = (value: unknown) => typeof value === 'string' && value.startsWith('data:');

/** Drops every embedded picture (data: URL) left in nested values, e.g. custom row data. */
function withoutDataUrls(value: unknown, path: string, removed: string[]): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      if (isDataUrl(item)) {
        removed.push(`${path}[${i}]`);
        return [];
      }
      return [withoutDataUrls(item, `${path}[${i}]`, removed)];
    });
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isDataUrl(item)) removed.push(at);
      else out[key] = withoutDataUrls(item, at, removed);
    }
    return out;
  }
  return value;
}

export interface CleanedProject {
  project: Record<string, unknown>;
  /** Paths of what was dropped ("img", "rows[0].img", "engine_views" ...). */
  removed: string[];
}

export function cleanForPrinting(project: Project): CleanedProject {
  const removed: string[] = [];
  const copy: Record<string, unknown> = { ...project };
  for (const field of DROPPED_PROJECT_FIELDS) {
    if (field in copy) {
      delete copy[field];
      removed.push(field);
    }
  }
  copy.rows = project.rows.map((row, index) => {
    const rowCopy: Record<string, unknown> = { ...row };
    for (const field of DROPPED_ROW_FIELDS) {
      if (field in rowCopy) {
        delete rowCopy[field];
        removed.push(`rows[${index}].${field}`);
      }
    }
    return rowCopy;
  });
  const cleaned = withoutDataUrls(copy, '', removed) as Record<string, unknown>;
  return { project: cleaned, removed };
}
