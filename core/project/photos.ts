// The photo flow (spec 4, 9): rows still needing a photo (customer row ntp), a row's photo taken
// (ntp cleared), whether a row hides its ambient, and the render chosen for the offer. Pure.
import { newCustomerRow } from './customerRows';
import { rowVariantPairs, sameId } from './row';
import type { EntityId, Project, Row } from './schema';

/** Spec 9: the row photo flow takes 600 x 600 pictures. */
export const ROW_PHOTO_SIZE = 600;

/**
 * The row variables that say whether the room around a row shows in its photo: value 0 hides the
 * ambient (spec 4 "hide-ambient path": the row is pictured alone).
 */
export const AMBIENT_VARIABLES = ['AMBIENT', 'AMBIENTE', 'AMBIENTE3D'] as const;

/** Whether the row's variables hide the ambient (one of AMBIENT_VARIABLES with value 0). */
export function hidesAmbient(row: Pick<Row, 'var' | 'rule'>): boolean {
  return rowVariantPairs(row).some(
    ([name, value]) =>
      (AMBIENT_VARIABLES as readonly string[]).includes(name.trim().toUpperCase()) && value.trim() === '0',
  );
}

/** A row's photo-match address, when it has one. */
export function rowPhoto(row: Row): string | undefined {
  return row.photo || undefined;
}

/** Whether the row still needs its photo: its customer row's ntp (true for a row without one). */
export function needsPhoto(project: Project, row: Row): boolean {
  const customer = project.customerFields.rows?.find((c) => sameId(c.uniqueid, row.uniqueid));
  return customer ? customer.ntp : true;
}

/** The offered rows (not skipBasket) that still need a photo, in project order. */
export function rowsNeedingPhoto(project: Project): Row[] {
  return project.rows.filter((row) => !row.skipBasket && needsPhoto(project, row));
}

/** The row's photo is taken: its photo-match address stored, its ntp cleared. */
export function setRowPhoto(project: Project, rowId: EntityId, urlpic: string): Project {
  if (!project.rows.some((row) => sameId(row.uniqueid, rowId)))
    throw new Error(`Row ${String(rowId)} is not in the project`);
  const rows = project.rows.map((row) => (sameId(row.uniqueid, rowId) ? { ...row, photo: urlpic } : row));
  const existing = project.customerFields.rows ?? [];
  const customerRows = existing.some((c) => sameId(c.uniqueid, rowId))
    ? existing.map((c) => (sameId(c.uniqueid, rowId) ? { ...c, ntp: false } : c))
    : [...existing, { ...newCustomerRow(rowId), ntp: false }];
  return { ...project, rows, customerFields: { ...project.customerFields, rows: customerRows } };
}

/** "Use in offer" (issue 22): the offer PDF shows this render job's picture; null goes back. */
export function setImgFromRender(project: Project, jobId: string | null): Project {
  if (jobId !== null && !/^[0-9a-f]{32}$/.test(jobId)) throw new Error('Not a render job id');
  const { imgFromRender: _old, ...rest } = project;
  return jobId === null ? rest : { ...rest, imgFromRender: jobId };
}

/** The render the offer uses, when one was chosen. */
export function imgFromRender(project: Project): string | null {
  return project.imgFromRender || null;
}
