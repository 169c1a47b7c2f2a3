// The bench's rooms: N sample articles on a grid in a closed room around them.
import { sampleProject } from '../../reports/sample-project';

/** Models that hang on the wall (the kitchen catalogue's Geometry.elevation 1450). */
const WALL_MODELS = new Set(['W1']);

/** The room of n articles: its size and each article's place (its centre), plan millimetres. */
export function roomOf(n: number) {
  const columns = Math.max(1, Math.ceil(Math.sqrt(n * 1.4)));
  const places = Array.from({ length: n }, (_, i) => ({
    x: 1500 + (i % columns) * 2000,
    y: 1500 + Math.floor(i / columns) * 1500,
  }));
  const room = { width: 1000 + columns * 2000, depth: 1500 + Math.ceil(Math.max(n, 1) / columns) * 1500 };
  return { room, places };
}

/** A project of n sample rows (kitchen and living models) on a grid, in a room around them. */
export function furnishedProject(n: number) {
  const { id: _id, ...project } = sampleProject({ rows: n, pictures: false });
  const { room, places } = roomOf(n);
  const rows = (project.rows ?? []).map((row, i) => ({
    ...row,
    layout: {
      ...places[i]!,
      rotation: 0,
      elevation: WALL_MODELS.has(String(row.model)) ? 1450 : 0,
      wallId: null,
    },
  }));
  const { width, depth } = room;
  const corners = [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
  const wallsVector = corners.map(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % 4]!;
    return { id: `w${i + 1}`, start: { x, y }, end: { x: nx, y: ny }, thickness: 100, height: 2700 };
  });
  return {
    ...project,
    des: `3D bench, ${n} articles`,
    rows,
    envWall: { wallsVector, windowInstance: [], roomType: 'rt1', roomHeight: 2700, closed: true },
  };
}
