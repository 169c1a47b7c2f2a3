import type { Finish } from './types';

/** A catalogue variable as the builders need it: its options' swatches. */
export interface SwatchVariable {
  cod: string;
  values?: readonly { value: string; swatch?: string }[];
}

export type Values = Readonly<Record<string, string | number | boolean | undefined>>;

/** Surfaces for materials the catalogue has no swatch for. */
export const FINISHES = {
  carcassWhite: { color: '#F2F2F0', roughness: 0.75, metalness: 0, opacity: 1 },
  frontWhite: { color: '#F3F3EF', roughness: 0.55, metalness: 0, opacity: 1 },
  steel: { color: '#A8A9AD', roughness: 0.35, metalness: 0.9, opacity: 1 },
  black: { color: '#1E1E1E', roughness: 0.5, metalness: 0.3, opacity: 1 },
  glass: { color: '#CFE3E8', roughness: 0.05, metalness: 0, opacity: 0.35 },
  applianceGlass: { color: '#15171A', roughness: 0.1, metalness: 0.2, opacity: 1 },
  shadow: { color: '#2A2A2A', roughness: 0.9, metalness: 0, opacity: 1 },
  // Recessed and in the furniture's own shadow: a near-black one read as a black band under every unit.
  plinth: { color: '#5C5953', roughness: 0.7, metalness: 0, opacity: 1 },
  wood: { color: '#C19A6B', roughness: 0.6, metalness: 0, opacity: 1 },
} as const satisfies Record<string, Finish>;

const HEX = /^#[0-9a-f]{6}$/i;

/** The swatch of the value chosen for a variable, or undefined when the catalogue has none. */
export function swatchOf(
  variables: readonly SwatchVariable[],
  values: Values,
  cod: string,
): string | undefined {
  const chosen = values[cod];
  if (chosen === undefined) return undefined;
  const variable = variables.find((v) => v.cod === cod);
  const swatch = variable?.values?.find((o) => o.value === String(chosen))?.swatch;
  return swatch && HEX.test(swatch) ? swatch.toUpperCase() : undefined;
}

/** Metals read as metal, lacquers as satin, wood and laminate as matt: picked from the value code. */
function surfaceFor(code: string): Pick<Finish, 'roughness' | 'metalness'> {
  if (/STEEL|INOX|CHROME|ALU|BRASS|BRONZE|METAL/i.test(code)) return { roughness: 0.3, metalness: 0.85 };
  if (/GLASS/i.test(code)) return { roughness: 0.05, metalness: 0 };
  if (/MARBLE|QTZ|Q[A-Z]|CERAMIC|LACQ/i.test(code)) return { roughness: 0.35, metalness: 0 };
  return { roughness: 0.6, metalness: 0 };
}

/** The finish for a variable's chosen value, or `fallback` when it has no swatch. */
export function finishOf(
  variables: readonly SwatchVariable[],
  values: Values,
  cod: string,
  fallback: Finish,
): Finish {
  const color = swatchOf(variables, values, cod);
  if (!color) return fallback;
  return { ...surfaceFor(String(values[cod])), color, opacity: 1 };
}

export const num = (values: Values, cod: string, fallback: number): number => {
  const v = Number(values[cod]);
  return Number.isFinite(v) ? v : fallback;
};
export const text = (values: Values, cod: string, fallback = ''): string =>
  values[cod] === undefined ? fallback : String(values[cod]);
