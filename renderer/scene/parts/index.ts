import { cabinet, doorColumns } from './cabinet';
import { FINISHES, finishOf } from './finishes';
import type { Builder, BuildInput } from './input';
import { kitchenBuilders } from './kitchen';
import { livingBuilders } from './living';
import { openingBuilders } from './openings';
import type { Part } from './types';

export type { Part, Finish, Vec3, Shape } from './types';
export { batchKey } from './types';
export type { SwatchVariable, Values } from './finishes';
export type { BuildInput, Builder } from './input';

/** Every model with a builder of its own, by 'CATALOG/MODEL' (one file per family). */
const builders: Record<string, Builder> = { ...kitchenBuilders, ...livingBuilders, ...openingBuilders };

/** A cabinet with one door per 600 mm: how an unknown model with a geometry is still drawn as furniture. */
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

/** The parts of one row, from its catalogue model's builder (or the generic cabinet). */
export function partsFor(input: BuildInput): Part[] {
  const g = input.geometry;
  if (!(g.width > 0 && g.height > 0 && g.depth > 0)) return [];
  return (builderOf(input.catalog, input.model, input.basemodel) ?? generic)(input);
}

function builderOf(catalog: string, model: string, basemodel?: string): Builder | undefined {
  for (const cod of [model, basemodel]) {
    const key = `${catalog}/${cod}`.toUpperCase();
    if (cod && Object.hasOwn(builders, key)) return builders[key];
  }
  return undefined;
}

/** Whether a model (or its base model) has its own builder; the others get the generic cabinet. */
export function hasBuilder(catalog: string, model: string, basemodel?: string): boolean {
  return builderOf(catalog, model, basemodel) !== undefined;
}
