import { cabinet, doorColumns } from './cabinet';
import { closetBuilder } from './closet';
import { FINISHES, finishOf } from './finishes';
import type { BuildInput } from './input';
import { families } from './families';
import type { Part } from './types';

export type { Part, Finish, Vec3, Shape } from './types';
export { batchKey, extentOf } from './types';
export type { SwatchVariable, Values } from './finishes';
export type { BuildInput, Builder } from './input';

/** A cabinet with one door per 600 mm: how a model whose catalogue names no family is still drawn. */
function generic(input: BuildInput): Part[] {
  const { geometry: g, values, variables } = input;
  const finish = finishOf(
    variables,
    values,
    'FRONT',
    finishOf(variables, values, 'FINISH', FINISHES.frontWhite),
  );
  const base = g.height > 400 ? 80 : 0;
  return cabinet({
    width: g.width,
    height: g.height,
    depth: g.depth,
    base,
    carcass: finishOf(variables, values, 'CARCASS', FINISHES.carcassWhite),
    front: finish,
    handle: { kind: 'bar', finish: FINISHES.steel },
    fronts: doorColumns(Math.max(1, Math.round(g.width / 600)), g.width, 0, g.height - base),
  });
}

/** Whether the catalogue names a family that draws the model (geometry.build). */
export const hasFamily = (build: string | undefined): boolean => !!build && Object.hasOwn(families, build);

/**
 * The parts of one row: a closet row's closet part by part; else the family its catalogue names
 * draws it from the catalogue's data (families.ts, furniture.ts), no code per model.
 */
export function partsFor(input: BuildInput): Part[] {
  const g = input.geometry;
  if (!(g.width > 0 && g.height > 0 && g.depth > 0)) return [];
  if (input.closet) return closetBuilder({ ...input, closet: input.closet });
  return hasFamily(g.build) ? families[g.build!]!(input) : generic(input);
}
