import type { SwatchVariable, Values } from './finishes';
import type { FrontRow, HandleKind } from '../../../core/catalog';
import type { ClosetModel } from '../../../core/closet';
import type { Part } from './types';

/** What a builder gets: the row's catalogue, model, evaluated geometry and chosen values. */
export interface BuildInput {
  catalog: string;
  model: string;
  /** The model it derives from: a variant model without a builder of its own is drawn as its base. */
  basemodel?: string;
  geometry: {
    width: number;
    height: number;
    depth: number;
    params: Readonly<Record<string, number>>;
    /** The builder family the catalogue names (families.ts), and its surface roles' variables. */
    build?: string;
    finishes?: Readonly<Record<string, string>>;
    /** A cabinet's fronts and handle kind (the 'cabinet' family). */
    fronts?: readonly FrontRow[];
    handle?: HandleKind;
  };
  values: Values;
  variables: readonly SwatchVariable[];
  /** A closet row's closet (the closet tool's): drawn part by part instead of by its model. */
  closet?: ClosetModel;
  /** Sections of that closet at fault (a broken or refused rule): drawn marked, as in the front view. */
  closetFaults?: readonly number[];
}

/** Turns one evaluated row into parts: a family (families.ts), for every model that names it. */
export type Builder = (input: BuildInput) => Part[];
