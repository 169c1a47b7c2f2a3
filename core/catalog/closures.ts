import type { Jexl, JexlAstNode } from 'jexl';

/** A compiled evaluator of one syntax-tree node. */
export type Evaluator = (scope: Record<string, unknown>) => unknown;

interface GrammarOp {
  eval?: (...operands: unknown[]) => unknown;
}

/**
 * Turns a jexl syntax tree into nested closures that follow jexl's own evaluator rules
 * (evaluator/handlers.js of jexl 2.3) and its own operator functions, minus the per-call
 * evaluator and promise shim. No code is generated: each node becomes a plain JS closure.
 * Returns null for trees using filter expressions, which stay with jexl's evaluator.
 */
export function toClosure(ast: JexlAstNode, engine: Jexl): Evaluator | null {
  const elements = (engine as unknown as { _grammar: { elements: Record<string, GrammarOp> } })._grammar
    .elements;
  // Subtrees without identifiers or calls are worked out once (e.g. the list in `X in ['A','B']`).
  const constants = new WeakSet<Evaluator>();
  const constant = (value: unknown): Evaluator => {
    const fn: Evaluator = () => value;
    constants.add(fn);
    return fn;
  };
  const fold = (
    fn: Evaluator | null,
    children: readonly (Evaluator | null | undefined)[],
  ): Evaluator | null => {
    if (!fn || !children.every((child) => child === undefined || (child && constants.has(child)))) return fn;
    try {
      const value = fn({});
      return constant(typeof value === 'object' && value !== null ? Object.freeze(value) : value);
    } catch {
      return fn; // let it fail at run time, with the expression text
    }
  };
  const build = (node: JexlAstNode): Evaluator | null => {
    switch (node.type) {
      case 'Literal':
        return constant(node.value);
      case 'Identifier': {
        const name = node.value as string;
        if (node.relative) return null;
        if (!node.from) return (scope) => scope[name];
        const from = build(node.from);
        if (!from) return null;
        return (scope) => {
          let subject = from(scope);
          if (subject === undefined || subject === null) return undefined;
          if (Array.isArray(subject)) subject = subject[0];
          return (subject as Record<string, unknown>)[name];
        };
      }
      case 'UnaryExpression': {
        const right = build(node.right as JexlAstNode);
        const op = elements[node.operator as string]?.eval;
        if (!right || !op) return null;
        return fold((scope) => op(right(scope)), [right]);
      }
      case 'BinaryExpression': {
        const left = build(node.left as JexlAstNode);
        const right = build(node.right as JexlAstNode);
        if (!left || !right) return null;
        if (node.operator === '&&') return fold((scope) => left(scope) && right(scope), [left, right]);
        if (node.operator === '||') return fold((scope) => left(scope) || right(scope), [left, right]);
        const op = elements[node.operator as string]?.eval;
        if (!op) return null;
        return fold((scope) => op(left(scope), right(scope)), [left, right]);
      }
      case 'ConditionalExpression': {
        const test = build(node.test as JexlAstNode);
        const consequent = node.consequent ? build(node.consequent as JexlAstNode) : undefined;
        const alternate = build(node.alternate as JexlAstNode);
        if (!test || consequent === null || !alternate) return null;
        return fold(
          (scope) => {
            const result = test(scope);
            if (result) return consequent ? consequent(scope) : result;
            return alternate(scope);
          },
          [test, consequent, alternate],
        );
      }
      case 'ArrayLiteral': {
        const items = (node.value as JexlAstNode[]).map(build);
        if (items.some((item) => item === null)) return null;
        return fold((scope) => (items as Evaluator[]).map((item) => item(scope)), items);
      }
      case 'ObjectLiteral': {
        const entries = Object.entries(node.value as Record<string, JexlAstNode>).map(
          ([key, value]) => [key, build(value)] as const,
        );
        if (entries.some(([, value]) => value === null)) return null;
        const make = (scope: Record<string, unknown>): Record<string, unknown> => {
          const out: Record<string, unknown> = {};
          for (const [key, value] of entries) out[key] = (value as Evaluator)(scope);
          return out;
        };
        return fold(
          make,
          entries.map(([, value]) => value),
        );
      }
      case 'FunctionCall': {
        const fn =
          node.pool === 'transforms'
            ? engine.getTransform(node.name as string)
            : engine.getFunction(node.name as string);
        const args = ((node.args as JexlAstNode[] | undefined) ?? []).map(build);
        if (!fn || args.some((arg) => arg === null)) return null;
        return (scope) => fn(...(args as Evaluator[]).map((arg) => arg(scope)));
      }
      default:
        return null;
    }
  };
  return build(ast);
}
