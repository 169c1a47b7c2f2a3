// Views of a project drawn on the server (spec 7 "generate views", mode2D flag): the room plan and,
// unless mode2D, one elevation per wall, as SVG in millimetres. The 3D pictures are the renderer's
// job; these drawings need no GPU, so an offer can always carry a plan.
import type { Room, Wall } from '../../core/room';
import { wallLength } from '../../core/room';

export interface ProjectView {
  /** 'plan', or 'wall-<id>' for an elevation. */
  name: string;
  kind: 'plan' | 'elevation';
  mime: 'image/svg+xml';
  svg: string;
}

const WALL_COLOUR = '#4a4a4a';
const OPENING_COLOUR = { door: '#c0392b', window: '#2e86c1' } as const;
/** Spec-free choice: drawings keep a margin of 200 mm around the room. */
const MARGIN = 200;

const num = (value: number) => String(Math.round(value * 10) / 10);
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function svgDocument(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" ` +
      `width="${num(width / 10)}mm" height="${num(height / 10)}mm">`,
    `<title>${escapeXml(title)}</title>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** The room seen from above, north up: walls as thick lines, openings coloured over them. */
export function planView(room: Room): ProjectView {
  const points = room.walls.flatMap((wall) => [wall.start, wall.end]);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - MARGIN;
  const maxY = Math.max(...ys) + MARGIN;
  const width = Math.max(...xs) + MARGIN - minX;
  const height = maxY - (Math.min(...ys) - MARGIN);
  // Plan y grows to the north, SVG y grows down: flip.
  const at = (x: number, y: number) => `${num(x - minX)},${num(maxY - y)}`;
  const body: string[] = [];
  for (const wall of room.walls) {
    body.push(
      `<polyline id="${escapeXml(wall.id)}" points="${at(wall.start.x, wall.start.y)} ${at(wall.end.x, wall.end.y)}" ` +
        `stroke="${WALL_COLOUR}" stroke-width="${num(wall.thickness)}" stroke-linecap="square" fill="none"/>`,
    );
    const length = wallLength(wall);
    for (const opening of wall.openings) {
      const along = (distance: number) => {
        const t = distance / length;
        return at(
          wall.start.x + (wall.end.x - wall.start.x) * t,
          wall.start.y + (wall.end.y - wall.start.y) * t,
        );
      };
      body.push(
        `<polyline id="${escapeXml(opening.id)}" class="${opening.kind}" ` +
          `points="${along(opening.offset)} ${along(opening.offset + opening.width)}" ` +
          `stroke="${OPENING_COLOUR[opening.kind]}" stroke-width="${num(wall.thickness * 0.6)}" fill="none"/>`,
      );
    }
  }
  return { name: 'plan', kind: 'plan', mime: 'image/svg+xml', svg: svgDocument(width, height, 'Plan', body) };
}

/** One wall seen from inside the room: its length by its height, doors and windows as rectangles. */
export function elevationView(wall: Wall): ProjectView {
  const length = wallLength(wall);
  const width = length + 2 * MARGIN;
  const height = wall.height + 2 * MARGIN;
  const top = (y: number) => num(MARGIN + wall.height - y);
  const body = [
    `<rect id="${escapeXml(wall.id)}" x="${MARGIN}" y="${MARGIN}" width="${num(length)}" height="${num(wall.height)}" ` +
      `fill="#f4f1ec" stroke="${WALL_COLOUR}" stroke-width="10"/>`,
    ...wall.openings.map(
      (opening) =>
        `<rect id="${escapeXml(opening.id)}" class="${opening.kind}" x="${num(MARGIN + opening.offset)}" ` +
        `y="${top(opening.sill + opening.height)}" width="${num(opening.width)}" height="${num(opening.height)}" ` +
        `fill="none" stroke="${OPENING_COLOUR[opening.kind]}" stroke-width="10"/>`,
    ),
  ];
  return {
    name: `wall-${wall.id}`,
    kind: 'elevation',
    mime: 'image/svg+xml',
    svg: svgDocument(width, height, `Wall ${wall.id}`, body),
  };
}

/** mode2D: the plan only; otherwise the plan and every wall's elevation. A room without walls has none. */
export function generateViews(room: Room, mode2D: boolean): ProjectView[] {
  if (room.walls.length === 0) return [];
  return [planView(room), ...(mode2D ? [] : room.walls.map(elevationView))];
}
