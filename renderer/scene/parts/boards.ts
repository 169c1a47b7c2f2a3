import { BACK } from './cabinet';
import type { Finish, Part, Vec3 } from './types';

const box = (size: Vec3, position: Vec3, finish: Finish): Part => ({ shape: 'box', size, position, finish });

/** A plain board the size of the item: plinths, cornices, end panels. */
export function board(width: number, height: number, depth: number, finish: Finish): Part[] {
  return [box([width, height, depth], [0, height / 2, 0], finish)];
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
