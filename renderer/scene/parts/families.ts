// Builder families: a catalogue model names one in `geometry.build` and says through its
// `geometry.params` (numbers from its options) and `geometry.finishes` (surface role to variable)
// how it looks, so one builder draws every model and option of the family, with no code per model.
// Every part stays inside the article's box (families.test.ts, for any option set): the wall's
// opening and the plan's footprint are that box.
import { FINISHES } from './finishes';
import { bookcase, cabinet, panel, table } from './furniture';
import { param, role } from './roles';
import type { BuildInput } from './input';
import { window_ } from './window';
import type { Finish, Part, Vec3 } from './types';

const box = (size: Vec3, position: Vec3, finish: Finish): Part => ({ shape: 'box', size, position, finish });

/** Off the box's faces: a frame flush with its wall's reveal would flicker against it. */
const INSET = 1;

const darker = (finish: Finish, factor: number): Finish => {
  const n = parseInt(finish.color.slice(1), 16);
  const c = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return { ...finish, color: `#${c(16)}${c(8)}${c(0)}`.toUpperCase() };
};

/**
 * An interior door in its opening: frame (jambs and head), leaf, and what the options add: a glass
 * panel (GLAZED), raised panels (PANELS) or grooves (GROOVES), a lever on each face or a flush pull
 * (PULL), hinges where the order says (HINGE_LEFT: DIN left, hinges on the left seen from the side
 * the door is pushed from, outside the room it opens into: from the room, on the right), a pocket
 * door's pull at its
 * leading edge (POCKET).
 */
export function closedDoor(input: BuildInput): Part[] {
  const { width: w, height: h, depth: d } = input.geometry;
  const leafFinish = role(input, 'leaf', FINISHES.frontWhite);
  const frame = role(input, 'frame', leafFinish);
  const metal = role(input, 'handle', FINISHES.steel);
  const glass = {
    ...FINISHES.glass,
    color: role(input, 'glass', FINISHES.glass).color,
    material: 'glass' as const,
  };
  const jamb = Math.min(60, w / 6);
  const frameDepth = d - 2 * INSET;
  const parts: Part[] = [
    box([jamb, h - INSET, frameDepth], [-w / 2 + INSET + jamb / 2, (h - INSET) / 2, 0], frame),
    box([jamb, h - INSET, frameDepth], [w / 2 - INSET - jamb / 2, (h - INSET) / 2, 0], frame),
    box([w - 2 * INSET - 2 * jamb, jamb, frameDepth], [0, h - INSET - jamb / 2, 0], frame),
  ];
  const floorGap = 8;
  const leafW = w - 2 * INSET - 2 * jamb - 6;
  const leafH = h - INSET - jamb - floorGap - 3;
  const leafT = Math.min(40, d - 10);
  const y0 = floorGap;
  parts.push(box([leafW, leafH, leafT], [0, y0 + leafH / 2, 0], leafFinish));
  const glazed = param(input, 'GLAZED') === 1;
  const panels = glazed ? 0 : Math.max(0, Math.round(param(input, 'PANELS')));
  const grooves = glazed || panels ? 0 : Math.max(0, Math.round(param(input, 'GROOVES')));
  const proud = Math.min(leafT + 8, d - 2 * INSET);
  if (glazed) parts.push(box([leafW * 0.5, leafH * 0.55, leafT + 2], [0, y0 + leafH * 0.62, 0], glass));
  // Raised panels stand 4 mm proud of both faces; grooves are dark 6 mm cuts across both faces.
  const margin = Math.min(110, leafW / 5);
  const pitch = (leafH - margin) / Math.max(1, panels);
  for (let p = 0; p < panels; p++) {
    const ph = pitch - margin;
    parts.push(box([leafW - 2 * margin, ph, proud], [0, y0 + margin + p * pitch + ph / 2, 0], leafFinish));
  }
  for (let g = 1; g <= grooves; g++)
    parts.push(
      box([leafW - 80, 6, leafT + 2], [0, y0 + (leafH * g) / (grooves + 1), 0], darker(leafFinish, 0.55)),
    );
  // The handle on the side away from the hinges; a pocket door's pull at its leading edge.
  const pocket = param(input, 'POCKET') === 1;
  // Seen from the room (the model's front): a DIN-left door has its hinges on the right.
  const hingesRight = !pocket && param(input, 'HINGE_LEFT', 1) === 1;
  const side = pocket || !hingesRight ? 1 : -1;
  const handleY = Math.min(1050, y0 + leafH / 2);
  if (pocket || param(input, 'PULL') === 1) {
    const x = side * (leafW / 2 - (pocket ? 30 : 70));
    parts.push(box([30, 160, leafT + 2], [x, handleY, 0], darker(metal, 0.8)));
    return parts;
  }
  // A lever on each face: rose, neck and grip, as far out as the box lets it stand.
  const reach = Math.max(6, Math.min(55, (d - 2 * INSET) / 2 - leafT / 2));
  const x = side * (leafW / 2 - 70);
  for (const z of [-1, 1]) {
    parts.push(
      box([50, 50, 4], [x, handleY, z * (leafT / 2 + 2)], metal),
      box([16, 16, reach], [x, handleY, z * (leafT / 2 + reach / 2)], metal),
      box(
        [130, 16, Math.min(16, reach)],
        [x - side * 57, handleY, z * (leafT / 2 + reach - Math.min(16, reach) / 2)],
        metal,
      ),
    );
  }
  return parts;
}

/** How far a hinged leaf stands open in 3D (degrees): ajar, so which way it swings shows. */
export const AJAR = 30;
/** The frame's three parts come first in closedDoor's list; the leaf and what it carries follow. */
const FRAME_PARTS = 3;

/**
 * The door as the customer sees it in the room: its leaf ajar, turned AJAR degrees into the room
 * (the model's front) about its hinges, so the opening side shows with the swing on the floor; a
 * pocket door's leaf half slid into its wall pocket. Handles, glass and panels move with the leaf.
 */
export function door(input: BuildInput): Part[] {
  const parts = closedDoor(input);
  const [frame, leaf] = [parts.slice(0, FRAME_PARTS), parts.slice(FRAME_PARTS)];
  const slab = leaf[0]!;
  const [leafW, , leafT] = slab.size;
  if (param(input, 'POCKET') === 1) {
    // Into the pocket on the left (the pull is at the leading edge, on the right).
    return [
      ...frame,
      ...leaf.map((p): Part => ({
        ...p,
        position: [p.position[0] - leafW / 2, p.position[1], p.position[2]],
      })),
    ];
  }
  // Hinged on the right seen from the room (HINGE_LEFT 1, as closedDoor draws it) or on the left.
  const s = param(input, 'HINGE_LEFT', 1) === 1 ? 1 : -1;
  const pivot = [s * (leafW / 2), leafT / 2] as const;
  const yaw = s * AJAR;
  const a = (yaw * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const turned = leaf.map((p): Part => {
    const [x, y, z] = p.position;
    const [dx, dz] = [x - pivot[0], z - pivot[1]];
    // three.js' turn about y: x' = x cos + z sin, z' = -x sin + z cos.
    return { ...p, position: [pivot[0] + dx * cos + dz * sin, y, pivot[1] - dx * sin + dz * cos], yaw };
  });
  return [...frame, ...turned];
}

interface Hole {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

/** A slab (width x thickness x depth) with rectangular holes through it, as boxes around them. */
function slabWithHoles(w: number, t: number, d: number, holes: Hole[], finish: Finish): Part[] {
  const parts: Part[] = [];
  const sorted = [...holes].sort((a, b) => a.x0 - b.x0);
  let x = -w / 2;
  for (const hole of sorted) {
    if (hole.x0 > x) parts.push(box([hole.x0 - x, t, d], [(x + hole.x0) / 2, t / 2, 0], finish));
    const hw = hole.x1 - hole.x0;
    const cx = (hole.x0 + hole.x1) / 2;
    if (hole.z0 > -d / 2)
      parts.push(box([hw, t, hole.z0 + d / 2], [cx, t / 2, (hole.z0 - d / 2) / 2], finish));
    if (hole.z1 < d / 2)
      parts.push(box([hw, t, d / 2 - hole.z1], [cx, t / 2, (hole.z1 + d / 2) / 2], finish));
    x = hole.x1;
  }
  if (x < w / 2) parts.push(box([w / 2 - x, t, d], [(x + w / 2) / 2, t / 2, 0], finish));
  return parts;
}

/** How deep a sink's bowl reaches under the worktop (mm), and an inset sink's rim on the top. */
export const BOWL_DEPTH = 180;
const RIM = 30;

/** A sink's bowl under an opening of w x d centred at (cx, cz): four walls, a floor and its drain. */
function bowl(w: number, d: number, cx: number, cz: number): Part[] {
  const wall = 2;
  const inside = darker(FINISHES.steel, 0.85);
  const y = -BOWL_DEPTH / 2;
  return [
    box([w, wall, d], [cx, -BOWL_DEPTH + wall / 2, cz], darker(FINISHES.steel, 0.7)),
    box([wall, BOWL_DEPTH, d], [cx - w / 2 + wall / 2, y, cz], inside),
    box([wall, BOWL_DEPTH, d], [cx + w / 2 - wall / 2, y, cz], inside),
    box([w - 2 * wall, BOWL_DEPTH, wall], [cx, y, cz - d / 2 + wall / 2], inside),
    box([w - 2 * wall, BOWL_DEPTH, wall], [cx, y, cz + d / 2 - wall / 2], inside),
    {
      shape: 'cylinder',
      size: [60, 3, 60],
      position: [cx, -BOWL_DEPTH + wall + 1.5, cz - d / 4],
      finish: FINISHES.shadow,
    },
  ];
}

/**
 * A worktop cut for what the options put in it: a sink (SINK 1 inset: a steel rim lies on the top
 * around its bowl; 2 undermount: the bowl is seen through the cut's polished edges), its bowl
 * BOWL_DEPTH under the slab, inside the sink unit below; and a hob (HOB) flush in its cut, black
 * glass with four cooking zones. Side by side when both.
 */
export function worktop(input: BuildInput): Part[] {
  const { width: w, height: t, depth: d } = input.geometry;
  const top = role(input, 'top', FINISHES.carcassWhite);
  const sink = Math.round(param(input, 'SINK'));
  const hob = param(input, 'HOB') === 1;
  const both = sink > 0 && hob;
  const room = both ? (w - 300) / 2 : w - 200;
  const holes: Hole[] = [];
  const inner: Part[] = [];
  const z0 = -d / 2 + 60;
  const depthFor = (wanted: number) => Math.min(wanted, d - 120);
  if (sink > 0 && room > 100) {
    const sw = Math.min(760, room);
    const sd = depthFor(440);
    const cx = both ? -w / 4 : 0;
    holes.push({ x0: cx - sw / 2, x1: cx + sw / 2, z0: z0 + 10, z1: z0 + 10 + sd });
    const cz = z0 + 10 + sd / 2;
    if (sink === 1) {
      // The rim: a steel frame 2 mm thick in the top of the cut, the bowl's opening inside it.
      const rim = Math.min(RIM, sw / 6, sd / 6);
      inner.push(
        box([sw, 2, rim], [cx, t - 1, cz - sd / 2 + rim / 2], FINISHES.steel),
        box([sw, 2, rim], [cx, t - 1, cz + sd / 2 - rim / 2], FINISHES.steel),
        box([rim, 2, sd - 2 * rim], [cx - sw / 2 + rim / 2, t - 1, cz], FINISHES.steel),
        box([rim, 2, sd - 2 * rim], [cx + sw / 2 - rim / 2, t - 1, cz], FINISHES.steel),
        ...bowl(sw - 2 * rim, sd - 2 * rim, cx, cz),
      );
    } else inner.push(...bowl(sw, sd, cx, cz));
  }
  if (hob && room > 100) {
    const hw = Math.min(580, room);
    const hd = depthFor(510);
    const cx = both ? w / 4 : 0;
    holes.push({ x0: cx - hw / 2, x1: cx + hw / 2, z0: z0, z1: z0 + hd });
    // The glass 1 mm under the top, its cooking zones on it a shade lighter: no two faces coplanar.
    const glassT = Math.min(6, t - 1);
    inner.push(box([hw, glassT, hd], [cx, t - 1 - glassT / 2, z0 + hd / 2], FINISHES.applianceGlass));
    const zone = Math.min(180, hw / 2 - 40, hd / 2 - 40);
    if (zone > 40)
      for (const [dx, dz] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const)
        inner.push({
          shape: 'cylinder',
          size: [zone, 1, zone],
          position: [cx + (dx * hw) / 4, t - 0.5, z0 + hd / 2 + (dz * hd) / 4],
          finish: HOB_ZONE,
        });
  }
  // The rim covers an inset sink's hole: the slab around it stays whole to the eye.
  return [...slabWithHoles(w, t, d, holes, top), ...inner];
}

const HOB_ZONE: Finish = { color: '#3A3D44', roughness: 0.2, metalness: 0.1, opacity: 1 };

/** The families by the name a catalogue's `geometry.build` gives. */
export const families: Readonly<Record<string, (input: BuildInput) => Part[]>> = {
  cabinet,
  panel,
  bookcase,
  table,
  door,
  window: window_,
  worktop,
};
