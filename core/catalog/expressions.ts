import { Jexl } from 'jexl';
import type { JexlAstNode, JexlExpression } from 'jexl';
import { toClosure } from './closures';
import { CatalogError } from './errors';

/** Names every expression may use besides variable codes (spelled in upper case, matched case-insensitively). */
export const CONTEXT_NAMES = ['_LANG', '_PRICELIST', '_MODEL', '_CATALOG', '_REG'] as const;

/** The values an expression sees: variable codes and the context names. */
export type ExpressionScope = Record<string, unknown>;

/** A condition or formula compiled once; `run` is a cheap synchronous walk. */
export interface CompiledExpression {
  readonly source: string;
  run(scope: ExpressionScope): unknown;
}

const toNumber = (x: unknown): number => (typeof x === 'number' ? x : Number(x));

const engine = new Jexl();
engine.addFunction('min', (...xs: unknown[]) => Math.min(...xs.map(toNumber)));
engine.addFunction('max', (...xs: unknown[]) => Math.max(...xs.map(toNumber)));
engine.addFunction('round', (x: unknown, digits: unknown = 0) => {
  const factor = 10 ** toNumber(digits);
  return Math.round(toNumber(x) * factor) / factor;
});
engine.addFunction('floor', (x: unknown) => Math.floor(toNumber(x)));
engine.addFunction('ceil', (x: unknown) => Math.ceil(toNumber(x)));
engine.addFunction('abs', (x: unknown) => Math.abs(toNumber(x)));
engine.addFunction('pad', (x: unknown, width: unknown) => String(x ?? '').padStart(toNumber(width), '0'));
engine.addFunction('str', (x: unknown) => (x === null || x === undefined ? '' : String(x)));
engine.addFunction('num', (x: unknown) => toNumber(x));
engine.addFunction('len', (x: unknown) => (typeof x === 'string' || Array.isArray(x) ? x.length : 0));
engine.addTransform('upper', (x: unknown) => String(x ?? '').toUpperCase());
engine.addTransform('lower', (x: unknown) => String(x ?? '').toLowerCase());
engine.addTransform('trim', (x: unknown) => String(x ?? '').trim());

const FUNCTIONS = new Set(['min', 'max', 'round', 'floor', 'ceil', 'abs', 'pad', 'str', 'num', 'len']);
const TRANSFORMS = new Set(['upper', 'lower', 'trim']);
const FORBIDDEN_PROPERTIES = new Set(['constructor', '__proto__', 'prototype']);

/**
 * Compiles `source` once. Top-level identifiers are resolved through `resolve` (case-insensitive
 * variable lookup, giving the canonical code) and rewritten in the syntax tree, so evaluation is a
 * plain property lookup. Unknown identifiers, functions and transforms fail here, not at run time.
 */
export function compileExpression(
  source: string,
  resolve: (name: string) => string | null,
  where: string,
  evaluator: 'closures' | 'jexl' = 'closures',
): CompiledExpression {
  let expression: JexlExpression;
  let ast: JexlAstNode;
  try {
    expression = engine.compile(source);
    ast = expression._getAst();
  } catch (error) {
    throw new CatalogError(
      'BAD_EXPRESSION',
      `${where}: cannot parse "${source}": ${(error as Error).message}`,
    );
  }
  if (!ast) throw new CatalogError('BAD_EXPRESSION', `${where}: the expression "${source}" is empty`);
  canonicalise(ast, resolve, source, where);
  const fail = (error: unknown): never => {
    throw new CatalogError('EXPRESSION_FAILED', `${where}: "${source}" failed: ${(error as Error).message}`);
  };
  // Closures over jexl's syntax tree and operators skip its per-call evaluator and promise shim.
  // `evaluator: 'jexl'` keeps jexl's own evaluator (used to check that both agree).
  const closure = evaluator === 'closures' ? toClosure(ast, engine) : null;
  const evaluate = closure ?? ((scope: ExpressionScope) => expression.evalSync(scope));
  return {
    source,
    run: (scope) => {
      try {
        return evaluate(scope);
      } catch (error) {
        return fail(error);
      }
    },
  };
}

function canonicalise(
  node: JexlAstNode,
  resolve: (name: string) => string | null,
  source: string,
  where: string,
): void {
  if (node.type === 'Identifier') {
    const name = node.value as string;
    if (node.from) {
      if (FORBIDDEN_PROPERTIES.has(name)) {
        throw new CatalogError('BAD_EXPRESSION', `${where}: "${source}" may not access "${name}"`);
      }
    } else if (name === 'null' && !node.relative) {
      // jexl has no null literal; catalogue authors compare unset variables with it.
      node.type = 'Literal';
      node.value = null;
    } else if (!node.relative) {
      const upper = name.toUpperCase();
      const canonical = (CONTEXT_NAMES as readonly string[]).includes(upper) ? upper : resolve(name);
      if (canonical === null) {
        throw new CatalogError('UNKNOWN_VARIABLE', `${where}: "${source}" uses unknown variable "${name}"`);
      }
      node.value = canonical;
    }
  } else if (node.type === 'FunctionCall') {
    const known = node.pool === 'transforms' ? TRANSFORMS : FUNCTIONS;
    if (!known.has(node.name as string)) {
      const kind = node.pool === 'transforms' ? 'transform' : 'function';
      throw new CatalogError('BAD_EXPRESSION', `${where}: "${source}" uses unknown ${kind} "${node.name}"`);
    }
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) canonicalise(item, resolve, source, where);
    } else if (isNode(child)) {
      canonicalise(child, resolve, source, where);
    } else if (child && typeof child === 'object' && node.type === 'ObjectLiteral') {
      for (const value of Object.values(child))
        if (isNode(value)) canonicalise(value, resolve, source, where);
    }
  }
}

function isNode(value: unknown): value is JexlAstNode {
  return typeof value === 'object' && value !== null && typeof (value as JexlAstNode).type === 'string';
}

/** Truthiness of a condition result, the way the catalogue author reads it. */
export function isTruthy(value: unknown): boolean {
  return Boolean(value);
}
