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
  const build = (node: JexlAstNode): Evaluator | null => {
    switch (node.type) {
      case 'Literal': {
        const value = node.value;
        return () => value;
      }
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
        return (scope) => op(right(scope));
      }
      case 'BinaryExpression': {
        const left = build(node.left as JexlAstNode);
        const right = build(node.right as JexlAstNode);
        if (!left || !right) return null;
        if (node.operator === '&&') return (scope) => left(scope) && right(scope);
        if (node.operator === '||') return (scope) => left(scope) || right(scope);
        const op = elements[node.operator as string]?.eval;
        if (!op) return null;
        return (scope) => op(left(scope), right(scope));
      }
      case 'ConditionalExpression': {
        const test = build(node.test as JexlAstNode);
        const consequent = node.consequent ? build(node.consequent as JexlAstNode) : undefined;
        const alternate = build(node.alternate as JexlAstNode);
        if (!test || consequent === null || !alternate) return null;
        return (scope) => {
          const result = test(scope);
          if (result) return consequent ? consequent(scope) : result;
          return alternate(scope);
        };
      }
      case 'ArrayLiteral': {
        const items = (node.value as JexlAstNode[]).map(build);
        if (items.some((item) => item === null)) return null;
        return (scope) => (items as Evaluator[]).map((item) => item(scope));
      }
      case 'ObjectLiteral': {
        const entries = Object.entries(node.value as Record<string, JexlAstNode>).map(
          ([key, value]) => [key, build(value)] as const,
        );
        if (entries.some(([, value]) => value === null)) return null;
        return (scope) => {
          const out: Record<string, unknown> = {};
          for (const [key, value] of entries) out[key] = (value as Evaluator)(scope);
          return out;
        };
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
