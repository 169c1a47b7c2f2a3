// jexl 2.3 ships no types; this declares the small part of its API the rule engine uses.
declare module 'jexl' {
  export interface JexlAstNode {
    type: string;
    value?: unknown;
    name?: string;
    pool?: 'functions' | 'transforms';
    from?: JexlAstNode;
    relative?: boolean;
    [key: string]: unknown;
  }
  export interface JexlExpression {
    evalSync(context?: object): unknown;
    compile(): JexlExpression;
    _getAst(): JexlAstNode;
  }
  export class Jexl {
    compile(expression: string): JexlExpression;
    evalSync(expression: string, context?: object): unknown;
    addFunction(name: string, fn: (...args: never[]) => unknown): void;
    addTransform(name: string, fn: (value: never, ...args: never[]) => unknown): void;
    getFunction(name: string): ((...args: unknown[]) => unknown) | undefined;
    getTransform(name: string): ((...args: unknown[]) => unknown) | undefined;
  }
  const jexl: Jexl & { Jexl: typeof Jexl };
  export default jexl;
}
