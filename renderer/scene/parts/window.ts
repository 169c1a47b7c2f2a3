// The 'window' family: windows and balcony doors drawn as a shop's elevation shows them, so the
// opening type reads in the picture: a fixed light has no sash, a turn sash stands ajar about its
// hinge stile, a tilt sash leans into the room from its bottom rail, a tilt-and-turn sash leans in
// with its lever on the stile, a lift-and-slide sash stands half slid in front of the fixed one.
import { FINISHES } from './finishes';
import { param, role } from './roles';
import type { BuildInput } from './input';
import type { Finish, Part, Vec3 } from './types';

const box = (size: Vec3, position: Vec3, finish: Finish): Part => ({ shape: 'box', size, position, finish });

/** Off the box's faces: a frame flush with its wall's reveal would flicker against it. */
const INSET = 1;

/** The catalogue's OPENTYPE (resources/catalogs/source/windows.mjs, SASH). */
export const OPEN = { fixed: 0, turn: 1, tilt: 2, tiltTurn: 3, slide: 4 } as const;
/** How far a turn sash stands open about its hinge stile (degrees). */
export const TURN_AJAR = 20;
/** How far a tilt sash leans into the room from its bottom rail (degrees): a hand's width at the top. */
export const TILT_AJAR = 7;
/** How much of its width a lift-and-slide sash stands slid over the fixed one. */
export const SLID = 0.4;

/** One sash: its parts, and the axis it opens about (for `ajar`). */
interface Sash {
  parts: Part[];
  /** Its hinge stile's x (turn) and its bottom rail's y (tilt), both on its room face (z). */
  hingeX: number;
  bottomY: number;
  roomZ: number;
  hingeRight: boolean;
}

/** A position's axis: 0 x, 1 y, 2 z. */
type Axis = 0 | 1 | 2;

/**
 * Parts turned in the plane of position axes u and v about the axis through (u0, v0) square to it:
 * a positive angle (radians) takes +u ends towards +v. Each part keeps `mark` (its yaw or tilt for the mesh).
 */
function turnAbout(
  parts: Part[],
  [u, v]: [Axis, Axis],
  [u0, v0]: [number, number],
  angle: number,
  mark: Partial<Part>,
): Part[] {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return parts.map((p): Part => {
    const position: [number, number, number] = [...p.position];
    const [du, dv] = [p.position[u] - u0, p.position[v] - v0];
    position[u] = u0 + du * cos - dv * sin;
    position[v] = v0 + du * sin + dv * cos;
    return { ...p, position, ...mark };
  });
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Parts turned about a vertical axis at (x, z): positive degrees swing +x ends towards -z. */
function yawAbout(parts: Part[], x0: number, z0: number, degrees: number): Part[] {
  // three.js' turn about y takes +z towards +x: in the x-z plane, the turn by -degrees.
  return turnAbout(parts, [0, 2], [x0, z0], -radians(degrees), { yaw: degrees });
}

/** Parts leant about a horizontal axis (along x) at (y, z): positive degrees lean tops towards +z. */
function tiltAbout(parts: Part[], y0: number, z0: number, degrees: number): Part[] {
  // three.js' turn about x takes +y towards +z: in the y-z plane, the turn by +degrees.
  return turnAbout(parts, [1, 2], [y0, z0], radians(degrees), { tilt: degrees });
}

/**
 * A window or balcony door, closed: outer frame; per sash (SASHES) its profiles, glass as thick as
 * its panes (PANES), a handle where its opening (OPENTYPE, see OPEN) puts it; an outer sill (SILL) or
 * a low threshold (LOWSILL). Every part lies inside the article's box (the wall's opening).
 */
export function closedWindow(input: BuildInput): Part[] {
  const { frame, sashes } = windowParts(input);
  return [...frame, ...sashes.flatMap((s) => s.parts)];
}

/** The window as the customer sees it in the room: each sash ajar the way it opens (see above). */
export function window_(input: BuildInput): Part[] {
  const { frame, sashes, open } = windowParts(input);
  const ajar = sashes.map((s) => {
    if (open === OPEN.turn)
      return yawAbout(s.parts, s.hingeX, s.roomZ, s.hingeRight ? TURN_AJAR : -TURN_AJAR);
    if (open === OPEN.tilt || open === OPEN.tiltTurn)
      return tiltAbout(s.parts, s.bottomY, s.roomZ, TILT_AJAR);
    return s.parts;
  });
  return [...frame, ...ajar.flat()];
}

function windowParts(input: BuildInput): { frame: Part[]; sashes: Sash[]; open: number } {
  const { width: w, height: h, depth: d } = input.geometry;
  const frameFinish = role(input, 'frame', FINISHES.frontWhite);
  const metal = role(input, 'handle', FINISHES.steel);
  const glass: Finish = { ...FINISHES.glass, material: 'glass' };
  const f = Math.min(70, w / 6, h / 6);
  const fd = d - 2 * INSET;
  const low = param(input, 'LOWSILL') === 1;
  const bottom = low ? 20 : f;
  const inner = w - 2 * INSET - 2 * f;
  const frame: Part[] = [
    box([f, h - 2 * INSET, fd], [-w / 2 + INSET + f / 2, h / 2, 0], frameFinish),
    box([f, h - 2 * INSET, fd], [w / 2 - INSET - f / 2, h / 2, 0], frameFinish),
    box([inner, f, fd], [0, h - INSET - f / 2, 0], frameFinish),
    box([inner, bottom, fd], [0, INSET + bottom / 2, 0], low ? FINISHES.steel : frameFinish),
  ];
  if (param(input, 'SILL') === 1)
    frame.push(
      box(
        [w - 2 * INSET, 25, Math.min(30, fd / 2)],
        [0, INSET + 12.5, -d / 2 + INSET + Math.min(30, fd / 2) / 2],
        FINISHES.steel,
      ),
    );
  const open = Math.round(param(input, 'OPENTYPE', OPEN.tiltTurn));
  const pane = param(input, 'PANES', 2) >= 3 ? 40 : 24;
  const lightH = h - 2 * INSET - f - bottom;
  const yMid = INSET + bottom + lightH / 2;
  const y0 = INSET + bottom;
  /** A sash x0..x0+sw at depth z: stiles, rails and its glass. */
  const sashParts = (x0: number, sw: number, z: number, depth: number): Part[] => {
    const s = Math.min(55, sw / 5, lightH / 5);
    const g = Math.min(pane, depth - 4);
    return [
      box([s, lightH, depth], [x0 + s / 2, yMid, z], frameFinish),
      box([s, lightH, depth], [x0 + sw - s / 2, yMid, z], frameFinish),
      box([sw - 2 * s, s, depth], [x0 + sw / 2, yMid - lightH / 2 + s / 2, z], frameFinish),
      box([sw - 2 * s, s, depth], [x0 + sw / 2, yMid + lightH / 2 - s / 2, z], frameFinish),
      box([sw - 2 * s, lightH - 2 * s, g], [x0 + sw / 2, yMid, z], glass),
    ];
  };
  if (open === OPEN.slide) return { frame, sashes: slideSashes(), open };
  const n = Math.max(1, Math.round(param(input, 'SASHES', 1)));
  const sw = inner / n;
  const sashDepth = Math.max(pane + 4, fd - 20);
  const sashes: Sash[] = [];
  for (let i = 0; i < n; i++) {
    const x0 = -inner / 2 + i * sw;
    if (open === OPEN.fixed) {
      // A fixed light: the glass sits in the frame, with a slim bead, no sash and no handle.
      frame.push(box([sw - 2, lightH - 2, pane], [x0 + sw / 2, yMid, 0], glass));
      continue;
    }
    const parts = sashParts(x0, sw, 0, sashDepth);
    const s = parts[0]!.size[0];
    const z = d / 2 - INSET - 9;
    // Turning sashes meet in pairs: the handle on the free stile, the hinges on the other.
    const handleRight = n === 1 || i % 2 === 0;
    if (open === OPEN.tilt) {
      // Bottom-hung: the handle lies along the top rail.
      parts.push(box([120, 18, 18], [x0 + sw / 2, yMid + lightH / 2 - s / 2, z], metal));
    } else {
      parts.push(box([18, 120, 18], [x0 + (handleRight ? sw - s / 2 : s / 2), yMid, z], metal));
    }
    sashes.push({
      parts,
      hingeX: handleRight ? x0 : x0 + sw,
      bottomY: y0,
      roomZ: sashDepth / 2,
      hingeRight: !handleRight,
    });
  }
  return { frame, sashes, open };

  /**
   * Lift-and-slide: two sashes on two tracks, the fixed one on the outer track (left), the sliding one
   * on the inner track (right), overlapping by a stile when closed and drawn slid SLID of its width
   * over the fixed one; a long pull handle on its outer stile.
   */
  function slideSashes(): Sash[] {
    // Two tracks 4 mm apart, room left in front of the inner one for the pull within the frame.
    const track = (fd - 24) / 2;
    const zt = track / 2 + 2;
    const s = Math.min(55, inner / 10, lightH / 5);
    const sw = (inner + s) / 2;
    const fixed = sashParts(-inner / 2, sw, -zt, track);
    const sliding = sashParts(inner / 2 - sw, sw, zt, track);
    const pullH = Math.min(400, lightH / 3);
    const pullD = d / 2 - INSET - (zt + track / 2);
    sliding.push(
      box([30, pullH, pullD], [inner / 2 - s / 2, Math.min(1050, yMid), zt + track / 2 + pullD / 2], metal),
    );
    const shift = -SLID * (sw - s);
    const slid = sliding.map((p): Part => ({
      ...p,
      position: [p.position[0] + shift, p.position[1], p.position[2]],
    }));
    const still = { hingeX: 0, bottomY: y0, hingeRight: false };
    return [
      { parts: fixed, roomZ: 0, ...still },
      { parts: slid, roomZ: 0, ...still },
    ];
  }
}
