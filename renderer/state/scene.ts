import {
  layoutItemOf,
  placeRows,
  rowBoxOf,
  type PlacedRow as PlacedBox,
  type RowBox,
} from '../../core/layout/autoPlace';
import { hingesByOpening, openingRowsIn, type OpeningRowPlace } from '../../core/layout/openings';
import type { Project, Row } from '../../core/project/schema';
import { closetFaultSections } from '../../core/closet/validate';
import { rowCloset } from '../../core/project/closetRows';
import { rowVariant } from '../../core/project/row';
import type { Room } from '../../core/room/walls';
import { partsFor, type Part } from '../scene/parts';
import type { SceneItem } from '../scene/model/sceneItem';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from './catalogs';
import { evaluateRow } from './evaluation';
import { projectAtom } from './project';
import { roomAtom } from './room';
import { atom } from './store';

/**
 * A row as the room sees it: its box for placement (core/layout, with its model's default
 * elevation from the catalogue) and its parts for drawing.
 */
export interface RowShape extends RowBox {
  parts: readonly Part[];
}

/** A drawable row with its place (core/layout/autoPlace), carrying its parts. */
export type PlacedRow = PlacedBox<RowShape>;

const shapes = new WeakMap<Row, { loaded: LoadedCatalog; lang: string; shape: RowShape | null }>();

type Configured = Omit<RowShape, 'rowId'> | null;
/**
 * Shapes by language, model and variant, per catalogue document: rows configured alike (a run of
 * equal units, a room of 500 articles from a few models) are evaluated and built once and share
 * their parts.
 */
const byConfiguration = new WeakMap<LoadedCatalog, Map<string, Configured>>();

function configuredShape(row: Row, loaded: LoadedCatalog, lang: string): Configured {
  let known = byConfiguration.get(loaded);
  if (!known) byConfiguration.set(loaded, (known = new Map()));
  // A closet row's dividers and items are not all in its variant: its closet is part of the key.
  const key = `${lang}\n${row.catalog}\n${row.model ?? ''}\n${rowVariant(row)}\n${row.closet ? JSON.stringify(row.closet) : ''}`;
  if (known.has(key)) return known.get(key)!;
  const result = evaluateRow(row, loaded, lang);
  let shape: Configured = null;
  const box = result.ok ? rowBoxOf('', result.evaluation.geometry) : null;
  if (result.ok && result.evaluation.geometry && box) {
    const { geometry, values } = result.evaluation;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as Record<
      string,
      string | number | boolean
    >;
    const model = result.compiled.model;
    const closet = rowCloset(row);
    const { rowId: _none, ...measures } = box;
    shape = {
      ...measures,
      parts: partsFor({
        catalog: row.catalog,
        model: model.cod,
        ...(model.basemodel ? { basemodel: model.basemodel } : {}),
        geometry,
        values: defined,
        variables: loaded.document.variables,
        // A closet breaking a rule shows its section at fault in the room too.
        ...(closet ? { closet, closetFaults: closetFaultSections(closet) } : {}),
      }),
    };
  }
  known.set(key, shape);
  return shape;
}

/**
 * The row's box and parts, from its evaluated geometry (core, in the browser). Rows are immutable,
 * so a row that did not change is not evaluated again, nor is one configured like another.
 * null: no geometry (a handle set, a service).
 */
export function rowShape(row: Row, loaded: LoadedCatalog, lang: string): RowShape | null {
  const cached = shapes.get(row);
  if (cached && cached.loaded === loaded && cached.lang === lang) return cached.shape;
  const configured = configuredShape(row, loaded, lang);
  const shape = configured ? { rowId: String(row.uniqueid), ...configured } : null;
  shapes.set(row, { loaded, lang, shape });
  return shape;
}

/**
 * Every drawable row of a project with its place (core/layout's placeRows over the browser's row
 * shapes): the 3D view, the off-screen pictures and the exports place rows alike.
 */
export function placedRowsOf(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
  room: Room | null,
): readonly PlacedRow[] {
  return placeRows(
    project,
    (row) => {
      const loaded = documents[row.catalog];
      return loaded ? rowShape(row, loaded, lang) : null;
    },
    room,
  );
}

/** A door or window row in its wall, carrying its parts. */
export type OpeningRow = OpeningRowPlace<RowShape>;

/** The rows that are doors and windows of the room, each posed in its wall (core/layout/openings). */
export function openingRowsOf(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
  room: Room | null,
): readonly OpeningRow[] {
  if (!room?.walls.some((w) => w.openings.some((o) => o.rowId))) return [];
  const rows = new Map(project.rows.map((row) => [String(row.uniqueid), row]));
  return openingRowsIn(room, (rowId) => {
    const row = rows.get(rowId);
    const loaded = row && documents[row.catalog];
    return row && loaded ? rowShape(row, loaded, lang) : null;
  });
}

/** Placed rows (furniture, and doors and windows in their walls) as 3D scene items. */
export function sceneItemsOf(
  placed: readonly PlacedRow[],
  openings: readonly OpeningRow[] = [],
): SceneItem[] {
  return [...placed, ...openings].map(({ shape, layout }) => ({
    id: shape.rowId,
    kind: 'row',
    x: layout.x,
    y: layout.y,
    elevation: layout.elevation,
    rotation: layout.rotation,
    parts: shape.parts,
  }));
}

/** Every drawable row of the open project with its place. */
export const placedRowsAtom = atom<readonly PlacedRow[]>((get) => {
  const project = get(projectAtom);
  if (!project) return [];
  return placedRowsOf(project, get(catalogDocumentsAtom), get(contentLanguageAtom), get(roomAtom));
});

/** The placed rows as the layout sees them (collisions, wall dimensions, the plan's fit). */
export const placedLayoutItemsAtom = atom((get) =>
  get(placedRowsAtom).map((p) => layoutItemOf(p.shape, p.layout)),
);

/** The open project's doors and windows that are rows, in their walls. */
export const openingRowsAtom = atom<readonly OpeningRow[]>((get) => {
  const project = get(projectAtom);
  if (!project) return [];
  return openingRowsOf(project, get(catalogDocumentsAtom), get(contentLanguageAtom), get(roomAtom));
});

/** Each door's hinge side by its opening: the plan and the 3D room draw the same swing. */
export const openingHingesAtom = atom((get) => hingesByOpening(get(openingRowsAtom)));

/** The rows as 3D scene items. */
export const sceneItemsAtom = atom<readonly SceneItem[]>((get) =>
  sceneItemsOf(get(placedRowsAtom), get(openingRowsAtom)),
);
