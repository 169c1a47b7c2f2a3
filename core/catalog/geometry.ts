import type { CompiledModel } from './compile';
import { CatalogError } from './errors';
import type { CompiledExpression, ExpressionScope } from './expressions';

/** Geometry outputs for the 3D and 2D views: width, height, depth in mm plus named numbers. */
export interface GeometryResult {
  width: number;
  height: number;
  depth: number;
  /** The model's default elevation (mm above the floor), when it has one (Geometry.elevation). */
  elevation?: number;
  /** A door or a window, placed in a wall (Geometry.opening). */
  opening?: 'door' | 'window';
  /** The 3D builder family and its surface roles' variables (Geometry.build, Geometry.finishes). */
  build?: string;
  finishes?: Readonly<Record<string, string>>;
  params: Record<string, number>;
  /** A cabinet's fronts, rows from the bottom up (Geometry.fronts); absent when it names none. */
  fronts?: FrontRow[];
  /** The handle's kind (Geometry.handle). */
  handle?: HandleKind;
}

export const FRONT_KINDS = ['door', 'drawer', 'flap', 'glass', 'appliance', 'open'] as const;
export type FrontKind = (typeof FRONT_KINDS)[number];
export const HANDLE_KINDS = ['bar', 'knob', 'gola', 'edge', 'none'] as const;
export type HandleKind = (typeof HANDLE_KINDS)[number];

/** One evaluated row of fronts: see Geometry.fronts in schema.ts. */
export interface FrontRow {
  kind: FrontKind;
  height?: number;
  columns: number;
  repeat: number;
  hinge?: 'L' | 'R';
  from?: number;
  to?: number;
}

function geometryNumber(
  compiled: CompiledModel,
  scope: ExpressionScope,
  expr: CompiledExpression,
  name: string,
): number {
  const value = expr.run(scope);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new CatalogError(
      'BAD_RULE_RESULT',
      `Model ${compiled.model.cod} geometry ${name} is ${JSON.stringify(value)}, not a number`,
    );
  }
  return value;
}

function geometryWord<T extends string>(
  compiled: CompiledModel,
  scope: ExpressionScope,
  expr: CompiledExpression,
  name: string,
  words: readonly T[],
): T {
  const value = expr.run(scope);
  if (typeof value !== 'string' || !(words as readonly string[]).includes(value)) {
    throw new CatalogError(
      'BAD_RULE_RESULT',
      `Model ${compiled.model.cod} geometry ${name} is ${JSON.stringify(value)}, not one of ${words.join(', ')}`,
    );
  }
  return value as T;
}

function frontRows(compiled: CompiledModel, scope: ExpressionScope): FrontRow[] {
  return compiled.geometry!.fronts.map((row, i) => {
    const where = `fronts ${i + 1}`;
    const number = (field: 'height' | 'columns' | 'repeat' | 'from' | 'to') => {
      const expr = row[field];
      return expr ? { [field]: geometryNumber(compiled, scope, expr, `${where} ${field}`) } : {};
    };
    const hinge = row.hinge ? String(row.hinge.run(scope)) : '';
    return {
      kind: geometryWord(compiled, scope, row.kind, `${where} kind`, FRONT_KINDS),
      columns: 1,
      repeat: 1,
      ...number('height'),
      ...number('columns'),
      ...number('repeat'),
      ...number('from'),
      ...number('to'),
      // A blank hinge (a ternary's other branch) leaves the doors hinged outward in pairs.
      ...(hinge === 'L' || hinge === 'R' ? { hinge } : {}),
    };
  });
}

export function geometryOf(compiled: CompiledModel, scope: ExpressionScope): GeometryResult | null {
  const g = compiled.geometry;
  if (!g) return null;
  const params: Record<string, number> = {};
  for (const [name, expr] of g.params) params[name] = geometryNumber(compiled, scope, expr, name);
  return {
    width: geometryNumber(compiled, scope, g.width, 'width'),
    height: geometryNumber(compiled, scope, g.height, 'height'),
    depth: geometryNumber(compiled, scope, g.depth, 'depth'),
    ...(g.elevation ? { elevation: geometryNumber(compiled, scope, g.elevation, 'elevation') } : {}),
    ...(g.opening ? { opening: g.opening } : {}),
    ...(g.build ? { build: g.build, finishes: g.finishes } : {}),
    ...(g.fronts.length ? { fronts: frontRows(compiled, scope) } : {}),
    ...(g.handle ? { handle: geometryWord(compiled, scope, g.handle, 'handle', HANDLE_KINDS) } : {}),
    params,
  };
}
