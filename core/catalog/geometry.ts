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
  params: Record<string, number>;
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
    params,
  };
}
