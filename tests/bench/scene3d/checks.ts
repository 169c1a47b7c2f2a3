// What the live view must draw, held against the frames the bench counted: the checks that were the
// 3D e2e spec's until the e2e suites kept to what a user sees (issue 18). Each is a figure with its
// goal; a broken one is a check (BenchFigure.check), which fails `npm run bench`.
import type { BenchFigure } from '../types';
import type { Drawn } from './measure';

/** Moving frames draw the simplified detail: fewer than this share of the still frame's triangles. */
const MOVING_SHARE = 0.7;
const SOFTWARE = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render/i;

const fmt = (value: number) => Math.round(value).toLocaleString('en');

export function drawnChecks(n: number, d: Drawn): BenchFigure[] {
  const name = (what: string) => `3D N=${n}: ${what}`;
  const software = SOFTWARE.test(d.renderer);
  const figures: BenchFigure[] = [];
  const check = (what: string, value: string, goal: string, ok: boolean) =>
    figures.push({ name: name(what), value, goal, ok, check: true });

  // The device profile (quality/renderProfile.ts): a software rasteriser gets no multisampling.
  check(
    'canvas multisampling (renderer)',
    `${d.antialias ? 'on' : 'off'} (${software ? 'software' : 'hardware'})`,
    software ? 'off on a software rasteriser' : 'any',
    !software || !d.antialias,
  );
  if (software) {
    // The merged full detail at rest (profile.mergedStill): plain draws, not instances.
    check('still frame: triangles in plain (merged) draws', fmt(d.still.plain), '> 0', d.still.plain > 0);
    // Matte furniture, walls and floor lit per vertex (quality/vertexLit.ts): no fragment shader of
    // a still frame sums the Lambert light itself.
    check(
      'still frames: per-pixel Lambert draws (most)',
      String(d.stillPixelLit),
      '0',
      d.stillPixelLit === 0,
    );
  }

  // While the user turns the room: the simplified detail in every frame with the button down.
  const mostMoving = Math.max(...d.orbitDown.map((f) => f.triangles));
  check(
    `orbit, button down: most triangles of ${d.orbitDown.length} frames / still frame's`,
    `${fmt(mostMoving)} / ${fmt(d.still.triangles)}`,
    `< ${MOVING_SHARE} x, at least one frame`,
    d.orbitDown.length > 0 && mostMoving < d.still.triangles * MOVING_SHARE,
  );
  // Let go: one frame in full detail and at full resolution, as before the turn.
  const rest = d.orbitRest;
  check(
    'orbit released: triangles, plain triangles, width',
    `${fmt(rest.triangles)}, ${fmt(rest.plain)}, ${rest.width}`,
    `= ${fmt(d.still.triangles)}, ${fmt(d.still.plain)}, ${d.still.width}`,
    rest.triangles === d.still.triangles && rest.plain === d.still.plain && rest.width === d.still.width,
  );

  // Dragging an article: simplified while it moves; the drop draws the full detail and its shadows.
  const { drag } = d;
  const fewest = Math.min(...drag.moving.map((f) => f.triangles));
  check(
    `drag: an article taken; fewest triangles of ${drag.moving.length} frames / before`,
    `${drag.picked ? 'taken' : 'missed'}; ${fmt(fewest)} / ${fmt(drag.before.triangles)}`,
    `taken; < ${MOVING_SHARE} x`,
    drag.picked && drag.moving.length > 0 && fewest < drag.before.triangles * MOVING_SHARE,
  );
  check(
    'drag dropped: triangles / before',
    `${fmt(drag.after.triangles)} / ${fmt(drag.before.triangles)}`,
    '>= before (full detail and its shadows)',
    drag.after.triangles >= drag.before.triangles,
  );
  return figures;
}
