import type { Room } from '../room/walls';
import type { LayoutItem } from './collision';
import { wallDimensions, type DimensionSegment } from './dimensions';
import { corners } from './footprint';
import { isAgainst } from './runs';
import { faceCoordinates, openingSpan, pointOnFace, wallFaces, wallPolygon, type WallFace } from './walls';
import type { Vec2 } from './vector';

/**
 * Dimension drawings of a room, as plain shapes in millimetres (x right, y down, as on paper): the
 * plan and one elevation per wall, with the furniture from core/layout and the measures of its
 * dimension chains. One model, two outputs: SVG (`drawingToSvg`) and PDF (the renderer's writer).
 */
export type DrawingShape =
  | {
      kind: 'polygon';
      points: Vec2[];
      stroke: string;
      fill: string;
      width: number;
      dash?: boolean;
      ref?: string;
    }
  | { kind: 'line'; from: Vec2; to: Vec2; stroke: string; width: number }
  | {
      kind: 'text';
      at: Vec2;
      text: string;
      size: number;
      /** Degrees, clockwise on paper: a measure reads along its line. */
      angle: number;
      color: string;
      /** 'dimension' texts are the measures; 'label' names things. */
      role: 'dimension' | 'label';
      /** A measure's length in mm (its text is this in mm until `inUnits` writes it another way). */
      mm?: number;
    };

export interface Drawing {
  /** 'plan' or 'wall-<id>'. */
  name: string;
  title: string;
  width: number;
  height: number;
  shapes: DrawingShape[];
}

export interface DrawingLabels {
  plan: string;
  /** The elevation's title for wall number n (1-based). */
  wall(n: number): string;
}

const COLOURS = {
  wall: '#4a4a4a',
  door: '#c0392b',
  window: '#2e86c1',
  item: '#2d3748',
  itemFill: '#f1ece4',
  wallItemFill: '#e3ecf5',
  dimension: '#1f4e79',
};
const MARGIN = 900;
const TEXT = 90;
const TICK = 45;
/** Items hung at this height or above are wall units: dashed in the plan (they are above the floor). */
const WALL_UNIT_ELEVATION = 1000;

const length = (v: number) => String(Math.round(v));

/** A measure: the line, ticks at both ends, and the number above its middle. */
function dimension(a: Vec2, b: Vec2, value: number, outward: Vec2, shapes: DrawingShape[]): void {
  const tick = (p: Vec2) => ({
    kind: 'line' as const,
    from: { x: p.x - outward.x * TICK, y: p.y - outward.y * TICK },
    to: { x: p.x + outward.x * TICK, y: p.y + outward.y * TICK },
    stroke: COLOURS.dimension,
    width: 6,
  });
  shapes.push({ kind: 'line', from: a, to: b, stroke: COLOURS.dimension, width: 4 }, tick(a), tick(b));
  let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  // Upside-down text turns round: measures read from the bottom or the right of the sheet.
  if (angle > 90.5 || angle <= -89.5) angle += angle > 0 ? -180 : 180;
  shapes.push({
    kind: 'text',
    at: { x: (a.x + b.x) / 2 + outward.x * TEXT * 0.7, y: (a.y + b.y) / 2 + outward.y * TEXT * 0.7 },
    text: length(value),
    mm: value,
    size: TEXT,
    angle: Math.round(angle * 100) / 100,
    color: COLOURS.dimension,
    role: 'dimension',
  });
}

/** The drawing with its measures written by `format` (lengths in the person's unit, e.g. inches). */
export function inUnits(drawing: Drawing, format: (mm: number) => string): Drawing {
  return {
    ...drawing,
    shapes: drawing.shapes.map((s) =>
      s.kind === 'text' && s.role === 'dimension' && s.mm !== undefined ? { ...s, text: format(s.mm) } : s,
    ),
  };
}

/** Shapes, moved so the drawing starts at (MARGIN, MARGIN), and the sheet's size. */
function frame(name: string, title: string, shapes: DrawingShape[], points: Vec2[]): Drawing {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - MARGIN;
  const minY = Math.min(...ys) - MARGIN;
  const move = (p: Vec2) => ({
    x: Math.round((p.x - minX) * 10) / 10,
    y: Math.round((p.y - minY) * 10) / 10,
  });
  return {
    name,
    title,
    width: Math.round(Math.max(...xs) + MARGIN - minX),
    height: Math.round(Math.max(...ys) + MARGIN - minY),
    shapes: shapes.map((s) =>
      s.kind === 'polygon'
        ? { ...s, points: s.points.map(move) }
        : s.kind === 'line'
          ? { ...s, from: move(s.from), to: move(s.to) }
          : { ...s, at: move(s.at) },
    ),
  };
}

/** The room from above, north up: walls, openings, furniture, and each wall's chains outside it. */
export function planDrawing(
  room: Pick<Room, 'walls' | 'closed'>,
  items: readonly LayoutItem[],
  labels: DrawingLabels,
): Drawing {
  // Plan y points north; paper y points down.
  const paper = (p: Vec2): Vec2 => ({ x: p.x, y: -p.y });
  const shapes: DrawingShape[] = [];
  const extent: Vec2[] = [];
  // Walls and units set the sheet's extent; openings lie inside their wall.
  const outline = (
    points: Vec2[],
    style: Omit<Extract<DrawingShape, { kind: 'polygon' }>, 'kind' | 'points'>,
  ) => {
    extent.push(...points);
    shapes.push({ kind: 'polygon', points, ...style });
  };
  for (const wall of room.walls) {
    outline(wallPolygon(wall).map(paper), {
      stroke: COLOURS.wall,
      fill: COLOURS.wall,
      width: 2,
      ref: wall.id,
    });
  }
  const faces = wallFaces(room);
  for (const face of faces) {
    for (const opening of face.wall.openings) {
      const { from, to } = openingSpan(face, opening);
      const half = face.wall.thickness / 2;
      shapes.push({
        kind: 'polygon',
        points: [
          pointOnFace(face, from, 0),
          pointOnFace(face, to, 0),
          pointOnFace(face, to, -2 * half),
          pointOnFace(face, from, -2 * half),
        ].map(paper),
        stroke: COLOURS[opening.kind],
        fill: '#ffffff',
        width: 12,
        ref: opening.id,
      });
    }
  }
  for (const item of [...items].sort((a, b) => a.elevation - b.elevation)) {
    const hung = item.elevation >= WALL_UNIT_ELEVATION;
    outline(corners(item).map(paper), {
      stroke: COLOURS.item,
      fill: hung ? COLOURS.wallItemFill : COLOURS.itemFill,
      width: 8,
      dash: hung,
      ref: item.id,
    });
  }
  for (const dims of wallDimensions(room, items)) {
    const face = faces.find((f) => f.wall.id === dims.wallId)!;
    const behind = -face.wall.thickness;
    const outward = paper({ x: -face.normal.x, y: -face.normal.y });
    const rows: DimensionSegment[][] = [];
    rows.push(...dims.layers);
    if (dims.openings.some((s) => s.kind === 'opening')) rows.push(dims.openings);
    rows.push([{ kind: 'gap', from: 0, to: dims.innerLength, length: dims.innerLength }]);
    rows.forEach((row, r) => {
      const distance = behind - 220 - r * 240;
      for (const segment of row) {
        const a = paper(pointOnFace(face, segment.from, distance));
        const b = paper(pointOnFace(face, segment.to, distance));
        extent.push(a, b);
        dimension(a, b, segment.length, outward, shapes);
      }
    });
  }
  const drawing = frame('plan', labels.plan, shapes, extent);
  return drawing;
}

/** One wall seen from inside the room: its face, openings, the units against it, and measures. */
export function elevationDrawing(
  face: WallFace,
  items: readonly LayoutItem[],
  dims: ReturnType<typeof wallDimensions>[number],
  title: string,
): Drawing {
  const height = face.wall.height;
  // Paper: x along the face (its start on the left, seen from the room), y down from the ceiling.
  const at = (t: number, elevation: number): Vec2 => ({ x: t, y: height - elevation });
  const rect = (t0: number, t1: number, e0: number, e1: number) => [
    at(t0, e0),
    at(t1, e0),
    at(t1, e1),
    at(t0, e1),
  ];
  const shapes: DrawingShape[] = [
    {
      kind: 'polygon',
      points: rect(0, face.length, 0, height),
      stroke: COLOURS.wall,
      fill: '#ffffff',
      width: 12,
      ref: face.wall.id,
    },
  ];
  for (const opening of face.wall.openings) {
    const { from, to } = openingSpan(face, opening);
    shapes.push({
      kind: 'polygon',
      points: rect(from, to, opening.sill, opening.sill + opening.height),
      stroke: COLOURS[opening.kind],
      fill: '#ffffff',
      width: 10,
      ref: opening.id,
    });
  }
  const against = items.filter((item) => isAgainst(face, item));
  for (const item of against) {
    const t = faceCoordinates(face, item).t;
    shapes.push({
      kind: 'polygon',
      points: rect(t - item.width / 2, t + item.width / 2, item.elevation, item.elevation + item.height),
      stroke: COLOURS.item,
      fill: item.elevation >= WALL_UNIT_ELEVATION ? COLOURS.wallItemFill : COLOURS.itemFill,
      width: 8,
      ref: item.id,
    });
  }
  const down = { x: 0, y: 1 };
  const up = { x: 0, y: -1 };
  const extent = [at(0, 0), at(face.length, height)];
  const chain = (segments: DimensionSegment[], y: number, outward: Vec2) => {
    for (const s of segments) dimension({ x: s.from, y }, { x: s.to, y }, s.length, outward, shapes);
    extent.push({ x: 0, y }, { x: face.length, y });
  };
  let below = height + 250;
  for (const layer of dims.layers) {
    chain(layer, below, down);
    below += 260;
  }
  chain([{ kind: 'gap', from: 0, to: dims.innerLength, length: dims.innerLength }], below, down);
  if (dims.openings.some((s) => s.kind === 'opening')) chain(dims.openings, -250, up);
  // The wall's height, and each unit's height, on the left.
  const left = { x: -1, y: 0 };
  dimension({ x: -250, y: height }, { x: -250, y: 0 }, height, left, shapes);
  extent.push({ x: -250, y: 0 });
  const heights = [...new Set(against.flatMap((i) => [i.elevation, i.elevation + i.height]))].sort(
    (a, b) => a - b,
  );
  if (heights.length > 1) {
    const stops = [0, ...heights.filter((h) => h > 0 && h < height)];
    for (let i = 0; i + 1 < stops.length; i++) {
      dimension(
        { x: -520, y: height - stops[i]! },
        { x: -520, y: height - stops[i + 1]! },
        stops[i + 1]! - stops[i]!,
        left,
        shapes,
      );
    }
    extent.push({ x: -520, y: 0 });
  }
  return frame(`wall-${face.wall.id}`, title, shapes, extent);
}

/** The plan and every wall's elevation. */
export function roomDrawings(
  room: Pick<Room, 'walls' | 'closed'>,
  items: readonly LayoutItem[],
  labels: DrawingLabels,
): Drawing[] {
  const dims = wallDimensions(room, items);
  return [
    planDrawing(room, items, labels),
    ...wallFaces(room).map((face, i) => elevationDrawing(face, items, dims[i]!, labels.wall(i + 1))),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
const pts = (points: Vec2[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/** A drawing as a standalone SVG document in millimetres (1 unit = 1 mm, printed at 1:10). */
export function drawingToSvg(drawing: Drawing): string {
  const body = drawing.shapes.map((s) => {
    if (s.kind === 'polygon')
      return (
        `<polygon points="${pts(s.points)}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.width}"` +
        `${s.dash ? ' stroke-dasharray="40 25"' : ''}${s.ref ? ` data-ref="${escapeXml(s.ref)}"` : ''}/>`
      );
    if (s.kind === 'line')
      return `<line x1="${s.from.x}" y1="${s.from.y}" x2="${s.to.x}" y2="${s.to.y}" stroke="${s.stroke}" stroke-width="${s.width}"/>`;
    return (
      // The size as a style too: a page's stylesheet (the app's reset) beats a font-size attribute and
      // drew the measures at 16 units, 3 px on screen (issue 24).
      `<text x="${s.at.x}" y="${s.at.y}" font-size="${s.size}" style="font-size:${s.size}px" ` +
      `font-family="DejaVu Sans, Helvetica, sans-serif" ` +
      `text-anchor="middle" dominant-baseline="middle" fill="${s.color}" class="${s.role}"` +
      `${s.angle ? ` transform="rotate(${s.angle} ${s.at.x} ${s.at.y})"` : ''}>${escapeXml(s.text)}</text>`
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" ` +
      `width="${drawing.width / 10}mm" height="${drawing.height / 10}mm">`,
    `<title>${escapeXml(drawing.title)}</title>`,
    `<rect width="${drawing.width}" height="${drawing.height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
