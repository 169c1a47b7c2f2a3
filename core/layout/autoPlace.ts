// Where rows stand when nobody put them anywhere yet, and the edits that put them somewhere: the one
// placement of the 2D plan, the 3D view, the pictures and the server's drawings (ARCHITECTURE.md
// "Placement is pure"). Project in, project out; exported with the other edits by core/project/edits.
import type { GeometryResult } from '../catalog/geometry';
import type { EntityId, Project, Row } from '../project/schema';
import type { Room } from '../room/walls';
import type { Collision, LayoutItem } from './collision';
import { moveGroup } from './group';
import { placeItem } from './place';
import { isAgainst } from './runs';
import { rowLayout, type RowLayout } from './schema';
import { pointOnFace, wallFaces } from './walls';

/** A row as the room sees it: its box, and where it hangs or rests by default. */
export interface RowBox {
  rowId: string;
  width: number;
  depth: number;
  height: number;
  /** Its model's default elevation (catalogue data, Geometry.elevation): 0 stands on the floor. */
  elevation: number;
  /** A door or window (catalogue data): it stands in a wall (./openings.ts), never on the floor. */
  opening?: 'door' | 'window';
  /**
   * How a door opens, seen from the room it opens into: hinged on the left or right, or sliding into
   * the wall (POCKET 1). Its geometry's HINGE_LEFT is the order's DIN side, seen from where the door
   * is pushed open (outside that room): HINGE_LEFT 1 is hinged on the right seen from the room.
   * Absent for other rows and doors that say neither.
   */
  hinge?: DoorHinge;
}

export type DoorHinge = 'left' | 'right' | 'slide';

/** A door model's hinge from its geometry params (catalogue data), or undefined. */
export function hingeOf(geometry: Pick<GeometryResult, 'opening' | 'params'>): DoorHinge | undefined {
  if (geometry.opening !== 'door') return undefined;
  if (geometry.params.POCKET === 1) return 'slide';
  const left = geometry.params.HINGE_LEFT;
  return left === 1 ? 'right' : left === 0 ? 'left' : undefined;
}

/** A row's box from its evaluated geometry; null when it has none (a handle set, a service). */
export function rowBoxOf(rowId: EntityId, geometry: GeometryResult | null): RowBox | null {
  if (!geometry) return null;
  return {
    rowId: String(rowId),
    width: geometry.width,
    depth: geometry.depth,
    height: geometry.height,
    elevation: geometry.elevation ?? 0,
    ...(geometry.opening ? { opening: geometry.opening } : {}),
    ...(hingeOf(geometry) ? { hinge: hingeOf(geometry) } : {}),
  };
}

export function layoutItemOf(box: RowBox, layout: RowLayout): LayoutItem {
  return { id: box.rowId, width: box.width, depth: box.depth, height: box.height, ...layout };
}

/**
 * A place for a row that has none yet: the first free spot along the walls (back on the wall, in
 * the corner or beside the last unit, every 50 mm), else the first free spot on a grid over the floor.
 */
export function autoPlace(
  room: Pick<Room, 'walls' | 'closed'> | null,
  placed: readonly LayoutItem[],
  box: RowBox,
): RowLayout {
  const item: LayoutItem = { ...box, id: box.rowId, x: 0, y: 0, rotation: 0 };
  const options = { snap: true, collision: true } as const;
  if (room) {
    for (const face of wallFaces(room)) {
      for (let t = box.width / 2; t <= face.length - box.width / 2; t += 50) {
        const at = pointOnFace(face, t, box.depth / 2);
        const result = placeItem(room, placed, item, { x: at.x, y: at.y, rotation: face.rotation }, options);
        if (result.accepted)
          return {
            x: result.item.x,
            y: result.item.y,
            rotation: result.item.rotation,
            elevation: box.elevation,
            wallId: result.wallId,
          };
      }
    }
  }
  for (let y = 1000; y < 20000; y += 500) {
    for (let x = 1000; x < 20000; x += 500) {
      const result = placeItem(room, placed, item, { x, y, rotation: 0 }, { snap: false, collision: true });
      if (result.accepted) return { x, y, rotation: 0, elevation: box.elevation, wallId: null };
    }
  }
  return { x: 0, y: 0, rotation: 0, elevation: box.elevation, wallId: null };
}

export interface PlacedRow<B extends RowBox = RowBox> {
  shape: B;
  layout: RowLayout;
  /** false: placed here for the view only; the first move stores it on the row. */
  stored: boolean;
}

/**
 * Every drawable row of a project with its place: its stored layout, or an automatic one around
 * the stored ones (in row order). `boxOf` gives a row's box (null: nothing to draw).
 */
export function placeRows<B extends RowBox>(
  project: Pick<Project, 'rows'>,
  boxOf: (row: Row) => B | null,
  room: Pick<Room, 'walls' | 'closed'> | null,
): PlacedRow<B>[] {
  // Doors and windows priced as rows stand in their walls (./openings.ts openingRowsIn), not on the
  // floor: neither those in a wall nor a catalogue door or window that found no wall.
  const openingRows = new Set(room?.walls.flatMap((w) => w.openings.flatMap((o) => o.rowId ?? [])));
  const withShapes = project.rows.flatMap((row) => {
    if (openingRows.has(String(row.uniqueid))) return [];
    const shape = boxOf(row);
    return shape && !shape.opening ? [{ row, shape }] : [];
  });
  const placed: PlacedRow<B>[] = [];
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

function withLayouts(project: Project, layouts: ReadonlyMap<string, RowLayout>): Project {
  if (layouts.size === 0) return project;
  return {
    ...project,
    rows: project.rows.map((row) => {
      const layout = layouts.get(String(row.uniqueid));
      return layout ? { ...row, layout } : row;
    }),
  };
}

/**
 * Stores the automatic places of rows that have none yet (but those in `except`), so that moving
 * one row does not make the others flow into the space it left: automatic places are recomputed
 * around stored ones.
 */
export function pinAutoPlaced(
  project: Project,
  placed: readonly PlacedRow[],
  except: ReadonlySet<string>,
): Project {
  return withLayouts(
    project,
    new Map(
      placed.filter((p) => !p.stored && !except.has(p.shape.rowId)).map((p) => [p.shape.rowId, p.layout]),
    ),
  );
}

export interface PlaceEdit {
  accepted: boolean;
  collisions: Collision[];
  /** The project with the row at its new place (the given one when refused). */
  project: Project;
}

/**
 * Puts a row at a pose, snapped and checked as the drawing-editor switches say. With `pinOthers`
 * (the plan's drag) the other rows keep their automatic places; without, they flow around it.
 * A refused pose (collision on, something in the way) changes nothing.
 */
export function placeRowAt(
  project: Project,
  room: Pick<Room, 'walls' | 'closed'> | null,
  placed: readonly PlacedRow[],
  rowId: EntityId,
  pose: { x?: number; y?: number; rotation?: number; elevation?: number },
  options: { snap: boolean; collision: boolean; pinOthers?: boolean },
): PlaceEdit {
  const id = String(rowId);
  const target = placed.find((p) => p.shape.rowId === id);
  if (!target) throw new Error(`Row ${id} has no shape to place`);
  const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
  const result = placeItem(room, items, layoutItemOf(target.shape, target.layout), pose, {
    snap: options.snap,
    collision: options.collision,
  });
  if (!result.accepted) return { accepted: false, collisions: result.collisions, project };
  const { x, y, rotation, elevation } = result.item;
  // An exact move (a turn, a keyboard nudge) is not snapped, yet may still have its back on a wall.
  const wallId = options.snap
    ? result.wallId
    : room
      ? (wallFaces(room).find((face) => isAgainst(face, result.item))?.wall.id ?? null)
      : null;
  const pinned = options.pinOthers ? pinAutoPlaced(project, placed, new Set([id])) : project;
  return {
    accepted: true,
    collisions: result.collisions,
    project: withLayouts(pinned, new Map([[id, { x, y, rotation, elevation, wallId }]])),
  };
}

export interface GroupEdit {
  accepted: boolean;
  collisions: { rowId: string; collisions: Collision[] }[];
  project: Project;
}

/**
 * Moves rows by one offset (a multi-selection dragged or nudged), keeping their places relative to
 * each other; the other rows' automatic places are pinned. With collision on, a move into anything
 * is refused and changes nothing.
 */
export function moveRowsBy(
  project: Project,
  room: Pick<Room, 'walls' | 'closed'> | null,
  placed: readonly PlacedRow[],
  rowIds: readonly EntityId[],
  dx: number,
  dy: number,
  options: { collision: boolean },
): GroupEdit {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new Error('dx and dy must be numbers');
  const ids = new Set(rowIds.map(String));
  const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
  const group = moveGroup(room, items, ids, dx, dy);
  if (group.moved.length === 0) throw new Error('None of these rows is in the room');
  const collisions = group.collisions.map(({ id, collisions: hits }) => ({ rowId: id, collisions: hits }));
  if (collisions.length && options.collision) return { accepted: false, collisions, project };
  const layouts = new Map<string, RowLayout>(
    group.moved.map((item) => [
      // Moved off the wall it stood against: it no longer belongs to that wall.
      item.id,
      { x: item.x, y: item.y, rotation: item.rotation, elevation: item.elevation, wallId: null },
    ]),
  );
  return { accepted: true, collisions, project: withLayouts(pinAutoPlaced(project, placed, ids), layouts) };
}
