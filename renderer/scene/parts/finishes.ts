import type { Finish, Material } from './types';

/** A catalogue variable as the builders need it: its options' swatches. */
export interface SwatchVariable {
  cod: string;
  values?: readonly { value: string; swatch?: string; material?: Material }[];
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
  // Recessed and in the furniture's own shadow, so it is drawn lighter than it is: the catalogues'
  // default plinth is brushed aluminium (kitchen PLFIN ALU, #B8BBBE). A dark grey (#5C5953) still
  // rendered 60/55/44, a black band under every unit; this one renders a mid grey in its shadow.
  plinth: { color: '#B4B6B8', roughness: 0.7, metalness: 0, opacity: 1 },
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

/** How each material reflects: metal is metal, lacquer satin, gloss polished, wood and stone matt to satin. */
const SURFACES: Record<Material, Pick<Finish, 'roughness' | 'metalness'>> = {
  metal: { roughness: 0.3, metalness: 0.85 },
  glass: { roughness: 0.05, metalness: 0 },
  gloss: { roughness: 0.12, metalness: 0 },
  lacquer: { roughness: 0.4, metalness: 0 },
  stone: { roughness: 0.35, metalness: 0 },
  wood: { roughness: 0.6, metalness: 0 },
  matt: { roughness: 0.7, metalness: 0 },
};

/** The finish for a variable's chosen value (its swatch and material), or `fallback` when it has no swatch. */
export function finishOf(
  variables: readonly SwatchVariable[],
  values: Values,
  cod: string,
  fallback: Finish,
): Finish {
  const color = swatchOf(variables, values, cod);
  if (!color) return fallback;
  const chosen = variables.find((v) => v.cod === cod)?.values?.find((o) => o.value === String(values[cod]));
  const material = chosen?.material ?? 'matt';
  return { ...SURFACES[material], color, opacity: 1, material };
}

export const num = (values: Values, cod: string, fallback: number): number => {
  const v = Number(values[cod]);
  return Number.isFinite(v) ? v : fallback;
};
export const text = (values: Values, cod: string, fallback = ''): string =>
  values[cod] === undefined ? fallback : String(values[cod]);
