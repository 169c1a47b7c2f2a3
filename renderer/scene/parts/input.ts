import type { SwatchVariable, Values } from './finishes';
import type { HandleKind } from './cabinet';
import type { Part } from './types';

/** What a builder gets: the row's catalogue, model, evaluated geometry and chosen values. */
export interface BuildInput {
  catalog: string;
  model: string;
  /** The model it derives from: a variant model without a builder of its own is drawn as its base. */
  basemodel?: string;
  geometry: { width: number; height: number; depth: number; params: Readonly<Record<string, number>> };
  values: Values;
  variables: readonly SwatchVariable[];
}

/** Turns one evaluated row into parts; one per catalogue model, keyed 'CATALOG/MODEL'. */
export type Builder = (input: BuildInput) => Part[];

/** Kitchen handle codes: H1 bar, H2 knob, H3 gola (no handle), H4 edge profile, H5 push to open. */
export const HANDLES: Record<string, HandleKind> = {
  H1: 'bar',
  H2: 'knob',
  H3: 'gola',
  H4: 'edge',
  H5: 'none',
  LH1: 'bar',
  LH2: 'knob',
  LH3: 'none',
};
