import { BACK } from './cabinet';
import { FINISHES } from './finishes';
import type { Finish, Part, Vec3 } from './types';

const box = (size: Vec3, position: Vec3, finish: Finish): Part => ({ shape: 'box', size, position, finish });

/** A plain board the size of the item: plinths, cornices, end panels. */
export function board(width: number, height: number, depth: number, finish: Finish): Part[] {
  return [box([width, height, depth], [0, height / 2, 0], finish)];
}

/** A worktop slab, with the sink bowl and the hob where the cut-outs are. */
export function worktop(
  width: number,
  thickness: number,
  depth: number,
  finish: Finish,
  cuts: { sink: boolean; hob: boolean },
): Part[] {
  const parts = board(width, thickness, depth, finish);
  if (cuts.sink && width >= 600) {
    parts.push(box([Math.min(760, width - 100), 4, 440], [-width / 4, thickness + 2, 20], FINISHES.steel));
    parts.push(box([30, 250, 30], [-width / 4, thickness + 125, -depth / 2 + 60], FINISHES.steel));
  }
  if (cuts.hob && width >= 900) {
    parts.push(box([580, 6, 510], [width / 4, thickness + 3, 10], FINISHES.applianceGlass));
  }
  return parts;
}

/** An open bookcase: uprights between modules, shelves, an optional back and low doors. */
export function bookcase(
  spec: {
    modules: number;
    moduleWidth: number;
    height: number;
    depth: number;
    shelves: number;
    back: boolean;
    lowDoors: boolean;
  },
  finish: Finish,
  front: Finish,
): Part[] {
  const modules = Math.max(1, Math.round(spec.modules));
  const width = modules * spec.moduleWidth + 25;
  const t = 25;
  const parts: Part[] = [];
  for (let i = 0; i <= modules; i++) {
    parts.push(
      box(
        [t, spec.height, spec.depth],
        [-width / 2 + t / 2 + i * spec.moduleWidth, spec.height / 2, 0],
        finish,
      ),
    );
  }
  for (let i = 0; i < modules; i++) {
    const x = -width / 2 + t + i * spec.moduleWidth + (spec.moduleWidth - t) / 2;
    const inner = spec.moduleWidth - t;
    const levels = Math.max(0, Math.round(spec.shelves)) + 2;
    for (let s = 0; s < levels; s++) {
      const y = t / 2 + ((spec.height - t) * s) / (levels - 1);
      parts.push(box([inner, t, spec.depth - BACK], [x, y, BACK / 2], finish));
    }
    if (spec.lowDoors) {
      const h = (spec.height - t) / (levels - 1) - 3;
      parts.push(box([inner - 3, h, 19], [x, t + h / 2, spec.depth / 2 + 9.5], front));
    }
  }
  if (spec.back)
    parts.push(
      box(
        [width - 2 * t, spec.height - 2 * t, BACK],
        [0, spec.height / 2, -spec.depth / 2 + BACK / 2],
        finish,
      ),
    );
  return parts;
}

/** A dining table: the top and legs, four at the corners, two trestles or one pedestal. */
export function table(
  spec: { length: number; width: number; height: number; legs: 'L4' | 'TRESTLE' | 'PEDESTAL' },
  top: Finish,
  legs: Finish,
): Part[] {
  const t = 30;
  const legHeight = spec.height - t;
  const parts: Part[] = [box([spec.length, t, spec.width], [0, spec.height - t / 2, 0], top)];
  if (spec.legs === 'PEDESTAL') {
    parts.push({
      shape: 'cylinder',
      size: [160, legHeight, 160],
      position: [0, legHeight / 2, 0],
      finish: legs,
    });
    parts.push({
      shape: 'cylinder',
      size: [Math.min(spec.width, 700) - 50, 30, Math.min(spec.width, 700) - 50],
      position: [0, 15, 0],
      finish: legs,
    });
    return parts;
  }
  if (spec.legs === 'TRESTLE') {
    for (const sx of [-1, 1]) {
      const x = sx * (spec.length / 2 - 200);
      parts.push(box([60, legHeight, spec.width - 120], [x, legHeight / 2, 0], legs));
    }
    parts.push(box([spec.length - 400, 40, 40], [0, legHeight - 80, 0], legs));
    return parts;
  }
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      parts.push(
        box(
          [60, legHeight, 60],
          [sx * (spec.length / 2 - 70), legHeight / 2, sz * (spec.width / 2 - 70)],
          legs,
        ),
      );
    }
  }
  return parts;
}

/** A door in its wall opening: frame (jambs and head), leaf, lever handle, an optional glass panel. */
export function interiorDoor(
  spec: {
    width: number;
    height: number;
    depth: number;
    hingeLeft: boolean;
    /** A glass panel in the leaf; raised panels (count) or horizontal grooves (count) otherwise. */
    glass: boolean;
    panels?: number;
    grooves?: number;
    pocket: boolean;
  },
  leaf: Finish,
  frame: Finish,
  handleFinish: Finish,
  glassFinish: Finish = FINISHES.glass,
): Part[] {
  const jamb = 60;
  const parts: Part[] = [
    box([jamb, spec.height, spec.depth + 20], [-spec.width / 2 + jamb / 2, spec.height / 2, 0], frame),
    box([jamb, spec.height, spec.depth + 20], [spec.width / 2 - jamb / 2, spec.height / 2, 0], frame),
    box([spec.width, jamb, spec.depth + 20], [0, spec.height - jamb / 2, 0], frame),
  ];
  const leafWidth = spec.width - 2 * jamb;
  const leafHeight = spec.height - jamb - 5;
  parts.push(box([leafWidth, leafHeight, 40], [0, leafHeight / 2 + 5, 0], leaf));
  if (spec.glass)
    parts.push(box([leafWidth * 0.5, leafHeight * 0.55, 42], [0, leafHeight * 0.62, 0], glassFinish));
  // Raised panels stand 4 mm proud of both faces; grooves are dark 6 mm cuts across both faces.
  const panels = spec.glass ? 0 : Math.max(0, Math.round(spec.panels ?? 0));
  const margin = 110;
  const pitch = (leafHeight - margin) / Math.max(1, panels);
  for (let p = 0; p < panels; p++) {
    const h = pitch - margin;
    parts.push(box([leafWidth - 2 * margin, h, 48], [0, 5 + margin + p * pitch + h / 2, 0], leaf));
  }
  const grooves = spec.glass || panels ? 0 : Math.max(0, Math.round(spec.grooves ?? 0));
  const groove: Finish = { ...leaf, color: shade(leaf.color, 0.6) };
  for (let g = 1; g <= grooves; g++) {
    parts.push(box([leafWidth - 2 * 40, 6, 42], [0, 5 + (leafHeight * g) / (grooves + 1), 0], groove));
  }
  const side = spec.hingeLeft ? 1 : -1;
  const x = side * (leafWidth / 2 - (spec.pocket ? 40 : 70));
  for (const z of [-1, 1]) {
    parts.push(
      box(
        [spec.pocket ? 20 : 130, spec.pocket ? 120 : 18, 18],
        [x - (spec.pocket ? 0 : side * 50), 1050, z * 38],
        handleFinish,
      ),
    );
  }
  return parts;
}

/** A colour darkened to `factor` of its brightness ('#RRGGBB'). */
function shade(color: string, factor: number): string {
  const n = parseInt(color.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A window: outer frame, sashes with their own frame and glass, a handle per sash. */
export function window_(
  spec: { width: number; height: number; depth: number; sashes: number },
  frame: Finish,
  handleFinish: Finish,
): Part[] {
  const f = 70;
  const parts: Part[] = [
    box([f, spec.height, spec.depth], [-spec.width / 2 + f / 2, spec.height / 2, 0], frame),
    box([f, spec.height, spec.depth], [spec.width / 2 - f / 2, spec.height / 2, 0], frame),
    box([spec.width - 2 * f, f, spec.depth], [0, f / 2, 0], frame),
    box([spec.width - 2 * f, f, spec.depth], [0, spec.height - f / 2, 0], frame),
  ];
  const n = Math.max(1, Math.round(spec.sashes));
  const inner = spec.width - 2 * f;
  const sw = inner / n;
  const s = 55;
  for (let i = 0; i < n; i++) {
    const x0 = -inner / 2 + i * sw;
    const h = spec.height - 2 * f;
    parts.push(
      box([s, h, 60], [x0 + s / 2, spec.height / 2, 0], frame),
      box([s, h, 60], [x0 + sw - s / 2, spec.height / 2, 0], frame),
      box([sw - 2 * s, s, 60], [x0 + sw / 2, f + s / 2, 0], frame),
      box([sw - 2 * s, s, 60], [x0 + sw / 2, spec.height - f - s / 2, 0], frame),
      box([sw - 2 * s, h - 2 * s, 24], [x0 + sw / 2, spec.height / 2, 0], FINISHES.glass),
      box([18, 120, 18], [x0 + (i % 2 === 0 ? sw - s / 2 : s / 2), spec.height / 2, 40], handleFinish),
    );
  }
  return parts;
}
