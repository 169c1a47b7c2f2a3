// Pictures stored once and referenced by id (issue 25): a project's picture (`img`) and its rows'
// pictures (`rows[].img`) are either inline data URLs (what older projects and a fresh render hold)
// or the address of a stored picture, `/api/v1/pictures/<id>`. A save sends references only; the
// browser and the server both swap inline pictures for references through these functions, and a
// project with inline pictures stays readable as it was.

export const PICTURE_PATH = '/api/v1/pictures/';
const REFERENCE = /^\/api\/v1\/pictures\/([0-9a-f]{32})$/;
const INLINE = /^data:image\/[a-z+.-]+;base64,/i;

/** What the functions below read of a project: its picture and its rows' (any project shape). */
export interface PicturedProject {
  img?: string;
  rows: readonly { img?: string }[];
}

/** The address of a stored picture. */
export const pictureReference = (id: string): string => `${PICTURE_PATH}${id}`;

/** The stored picture's id when `img` references one; null for anything else. */
export function pictureIdOf(img: unknown): string | null {
  return typeof img === 'string' ? (REFERENCE.exec(img)?.[1] ?? null) : null;
}

export const isInlinePicture = (img: unknown): img is string => typeof img === 'string' && INLINE.test(img);

/** Every distinct inline picture of the project (its own first, then the rows' in order). */
export function inlinePictures(project: PicturedProject): string[] {
  const found = new Set<string>();
  if (isInlinePicture(project.img)) found.add(project.img);
  for (const row of project.rows) if (isInlinePicture(row.img)) found.add(row.img);
  return [...found];
}

/** Every distinct stored picture the project references. */
export function referencedPictures(project: PicturedProject): string[] {
  const found = new Set<string>();
  for (const img of [project.img, ...project.rows.map((row) => row.img)]) {
    const id = pictureIdOf(img);
    if (id) found.add(id);
  }
  return [...found];
}

/**
 * The project with each picture found in `replacements` swapped for its replacement (a reference
 * for an inline picture, or back); unchanged parts are the same objects (structural sharing).
 */
export function replacePictures<P extends PicturedProject>(
  project: P,
  replacements: ReadonlyMap<string, string>,
): P {
  const swap = (img: string | undefined) => (img !== undefined ? replacements.get(img) : undefined);
  let changed = false;
  const rows = project.rows.map((row) => {
    const next = swap(row.img);
    if (next === undefined || next === row.img) return row;
    changed = true;
    return { ...row, img: next };
  });
  const img = swap(project.img);
  if (img !== undefined && img !== project.img) changed = true;
  if (!changed) return project;
  return { ...project, rows, ...(img !== undefined ? { img } : {}) };
}
