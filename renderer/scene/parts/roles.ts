// How a family reads its catalogue data: surface roles (geometry.finishes) and numbers (geometry.params).
import { FINISHES, finishOf } from './finishes';
import type { BuildInput } from './input';
import type { Finish } from './types';

/**
 * The finish of a surface role: the chosen value of the variable the catalogue names for it, or
 * one of the built-in finishes when it names one in lower case ('black', 'steel': a sideboard's
 * handles are black whatever is chosen), else the family's fallback.
 */
export function role(input: BuildInput, name: string, fallback: Finish): Finish {
  const cod = input.geometry.finishes?.[name];
  if (!cod) return fallback;
  if (Object.hasOwn(FINISHES, cod)) return FINISHES[cod as keyof typeof FINISHES];
  return finishOf(input.variables, input.values, cod, fallback);
}

/** A number the catalogue computes for the family, or its fallback when it gives none. */
export const param = (input: BuildInput, name: string, fallback = 0): number => {
  const value = input.geometry.params[name];
  return value === undefined || !Number.isFinite(value) ? fallback : value;
};
