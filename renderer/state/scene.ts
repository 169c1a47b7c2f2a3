import type { LayoutItem } from '../../core/layout/collision';
import { placeItem } from '../../core/layout/place';
import { rowLayout, type RowLayout } from '../../core/layout/schema';
import { pointOnFace, wallFaces } from '../../core/layout/walls';
import type { Project, Row } from '../../core/project/schema';
import type { Room } from '../../core/room/walls';
import { partsFor, type Part } from '../scene/parts';
import type { SceneItem } from '../scene/model/sceneItem';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from './catalogs';
import { evaluateRow, rowVariantOf } from './evaluation';
import { projectAtom } from './project';
import { roomAtom } from './room';
import { atom } from './store';

/** A row as the room sees it: its box for placement and its parts for drawing. */
export interface RowShape {
  rowId: string;
  width: number;
  depth: number;
  height: number;
  /** Where it hangs or rests by default: wall units on the wall, worktops on the base units. */
  elevation: number;
  parts: readonly Part[];
}

/** Default heights (mm) of things that do not stand on the floor, by catalogue model. */
const ELEVATIONS: Readonly<Record<string, number>> = {
  'KITCHEN/W1': 1450,
  'KITCHEN/W1G': 1450,
  'KITCHEN/WF': 1450,
  'KITCHEN/WC': 1450,
  'KITCHEN/WT': 870,
  'KITCHEN/CO': 2170,
};

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
  const key = `${lang}\n${row.catalog}\n${row.model ?? ''}\n${rowVariantOf(row)}`;
  if (known.has(key)) return known.get(key)!;
  const result = evaluateRow(row, loaded, lang);
  let shape: Configured = null;
  if (result.ok && result.evaluation.geometry) {
    const { geometry, values } = result.evaluation;
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as Record<
      string,
      string | number | boolean
    >;
    const model = result.compiled.model;
    const modelKey = `${row.catalog}/${model.cod}`.toUpperCase();
    shape = {
      width: geometry.width,
      depth: geometry.depth,
      height: geometry.height,
      elevation:
        ELEVATIONS[modelKey] ??
        (model.basemodel ? (ELEVATIONS[`${row.catalog}/${model.basemodel}`.toUpperCase()] ?? 0) : 0),
      parts: partsFor({
        catalog: row.catalog,
        model: model.cod,
        ...(model.basemodel ? { basemodel: model.basemodel } : {}),
        geometry,
        values: defined,
        variables: loaded.document.variables,
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

export function layoutItemOf(shape: RowShape, layout: RowLayout): LayoutItem {
  return { id: shape.rowId, width: shape.width, depth: shape.depth, height: shape.height, ...layout };
}

/**
 * A place for a row that has none yet: the first free spot along the walls (back on the wall, in
 * the corner or beside the last unit), else the first free spot on a grid over the floor. Pure.
 */
export function autoPlace(room: Room | null, placed: readonly LayoutItem[], shape: RowShape): RowLayout {
  const item: LayoutItem = {
    id: shape.rowId,
    x: 0,
    y: 0,
    rotation: 0,
    width: shape.width,
    depth: shape.depth,
    height: shape.height,
    elevation: shape.elevation,
  };
  const options = { snap: true, collision: true } as const;
  if (room) {
    for (const face of wallFaces(room)) {
      for (let t = shape.width / 2; t <= face.length - shape.width / 2; t += 50) {
        const at = pointOnFace(face, t, shape.depth / 2);
        const result = placeItem(room, placed, item, { x: at.x, y: at.y, rotation: face.rotation }, options);
        if (result.accepted)
          return {
            x: result.item.x,
            y: result.item.y,
            rotation: result.item.rotation,
            elevation: shape.elevation,
            wallId: result.wallId,
          };
      }
    }
  }
  for (let y = 1000; y < 20000; y += 500) {
    for (let x = 1000; x < 20000; x += 500) {
      const result = placeItem(room, placed, item, { x, y, rotation: 0 }, { snap: false, collision: true });
      if (result.accepted) return { x, y, rotation: 0, elevation: shape.elevation, wallId: null };
    }
  }
  return { x: 0, y: 0, rotation: 0, elevation: shape.elevation, wallId: null };
}

export interface PlacedRow {
  shape: RowShape;
  layout: RowLayout;
  /** false: placed here for the view only; the first move stores it on the row. */
  stored: boolean;
}

/**
 * Every drawable row of a project with its place: its stored layout, or an automatic one. Pure: the
 * 3D view, the off-screen pictures and the exports place rows alike.
 */
export function placeRows(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
  room: Room | null,
): readonly PlacedRow[] {
  // Doors and windows priced as rows stand in their walls, not on the floor.
  const openingRows = new Set(room?.walls.flatMap((w) => w.openings.flatMap((o) => o.rowId ?? [])));
  const withShapes = project.rows.flatMap((row) => {
    if (openingRows.has(String(row.uniqueid))) return [];
    const loaded = documents[row.catalog];
    const shape = loaded ? rowShape(row, loaded, lang) : null;
    return shape ? [{ row, shape }] : [];
  });
  const placed: PlacedRow[] = [];
  for (const { row, shape } of withShapes) {
    const layout = rowLayout(row);
    if (layout) placed.push({ shape, layout, stored: true });
  }
  const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
  for (const { row, shape } of withShapes) {
    if (rowLayout(row)) continue;
    const layout = autoPlace(room, items, shape);
    items.push(layoutItemOf(shape, layout));
    placed.push({ shape, layout, stored: false });
  }
  return placed;
}

/** Placed rows as 3D scene items. */
export function sceneItemsOf(placed: readonly PlacedRow[]): SceneItem[] {
  return placed.map(({ shape, layout }) => ({
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
  return placeRows(project, get(catalogDocumentsAtom), get(contentLanguageAtom), get(roomAtom));
});

/** The rows as 3D scene items. */
export const sceneItemsAtom = atom<readonly SceneItem[]>((get) => sceneItemsOf(get(placedRowsAtom)));
