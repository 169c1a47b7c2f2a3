// "No domain operation outside core/" (issue 18's bar, ARCHITECTURE.md "One editing core"): the
// project edits, the row model, placement and the drawings are written once, in core/, and the
// browser and the server call them. This test reads every source file of renderer/ and server/
// with the TypeScript parser and fails when one of them defines such an operation itself:
//   - a function named like one of core's domain operations (names read from core's modules, so a
//     new operation in core is covered the day it is added);
//   - the row model: reading a row's `var` and its `rule` to make a variant string, writing ERP
//     lines' customer data (`customDataFe`), writing a row's `rule` from an evaluation's variant;
//   - placement: a loop that tries places with placeItem (auto-placement), a row given a `layout`;
//   - project edits: a project or row list rebuilt with its rows mapped, filtered or spliced, or a
//     project given new offer fields (customerFields);
//   - drawings: SVG markup written by hand.
// The checks are tested on the code this project had outside core before issue 18 (below).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as autoPlace from '../../core/layout/autoPlace';
import * as dimensions from '../../core/layout/dimensions';
import * as drawing from '../../core/layout/drawing';
import * as group from '../../core/layout/group';
import * as place from '../../core/layout/place';
import * as edits from '../../core/project/edits';
import { projectRoot as root } from '../../server/paths';

const projectRoot = root();

/** core's domain operations by name: every function its editing, row, placement and drawing modules export. */
const CORE_OPERATIONS = new Set(
  [edits, autoPlace, place, group, dimensions, drawing].flatMap((module) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name),
  ),
);

/**
 * Files that match a pattern for a reason that is not a domain operation. Each entry must still
 * match (a stale one fails), so the list cannot hide a new copy.
 */
const ALLOWED: Record<string, string> = {
  'server/reports/project-offer.ts:offer-fields':
    "a one-catalogue offer prints that catalogue's services and discounts: a view of the project, not an edit",
  'server/projects/share-scene.ts:rows-rebuilt':
    'a shared scene carries a few fields of each row, not an edit',
  'renderer/scene/model/frontPicture.ts:svg-markup':
    "the front picture of the 3D builders' parts (a gallery thumbnail), not a room drawing",
};

export interface Finding {
  rule:
    | 'core-name'
    | 'row-variant'
    | 'erp-merge'
    | 'rule-write'
    | 'auto-place'
    | 'row-layout'
    | 'rows-rebuilt'
    | 'svg-markup'
    | 'offer-fields';
  line: number;
  text: string;
}

const declaredName = (node: ts.Node): string | null => {
  if (ts.isFunctionDeclaration(node) && node.name) return node.name.text;
  if (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
  )
    return node.name.text;
  if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  return null;
};

const propertyName = (node: ts.ObjectLiteralElementLike): string | null =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : null;

const isLoop = (node: ts.Node) =>
  ts.isForStatement(node) ||
  ts.isForOfStatement(node) ||
  ts.isForInStatement(node) ||
  ts.isWhileStatement(node);

const callsNamed = (node: ts.Node, name: string): boolean => {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const called = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (called === name) found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
};

/** The domain operations `source` defines outside core. */
export function findDomainOperations(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const add = (rule: Finding['rule'], node: ts.Node) =>
    findings.push({
      rule,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: node.getText(file).split('\n')[0]!.slice(0, 100),
    });

  const visitFunction = (fn: ts.Node) => {
    // Reading both `.var` and `.rule` of rows: deriving a row's variant string (core/project/row rowVariant).
    const accessed = new Set<string>();
    const collect = (n: ts.Node) => {
      if (ts.isPropertyAccessExpression(n)) accessed.add(n.name.text);
      if (!ts.isFunctionLike(n) || n === fn) ts.forEachChild(n, collect);
    };
    collect(fn);
    if (accessed.has('var') && accessed.has('rule')) add('row-variant', fn);
  };

  const visit = (node: ts.Node) => {
    const name = declaredName(node);
    if (name && CORE_OPERATIONS.has(name)) add('core-name', node);
    if (ts.isFunctionLike(node)) visitFunction(node);
    if (isLoop(node) && callsNamed(node, 'placeItem')) add('auto-place', node);
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(propertyName);
      const spreads = node.properties.some(ts.isSpreadAssignment);
      if (names.includes('customDataFe')) add('erp-merge', node);
      if (spreads && names.includes('layout')) add('row-layout', node);
      for (const property of node.properties) {
        const key = propertyName(property);
        if (!ts.isPropertyAssignment(property)) continue;
        const value = property.initializer;
        if (key === 'rule' && callsNamed(value, 'parseVariantString')) add('rule-write', property);
        // The offer's fields (customer rows, discounts, services, totals) rebuilt: core/project/offerEdits.
        if (key === 'customerFields' && spreads) add('offer-fields', property);
        const rebuilt =
          ts.isArrayLiteralExpression(value) ||
          ['map', 'filter', 'slice', 'splice', 'concat', 'toSpliced'].some((m) => callsNamed(value, m));
        if (key === 'rows' && spreads && rebuilt) add('rows-rebuilt', property);
      }
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      /<svg\b[^>]*\b(viewBox|xmlns)=/.test(node.text)
    )
      add('svg-markup', node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

describe('domain operations live in core', () => {
  it('no renderer or server file defines a project edit, row model, placement or drawing', () => {
    const found: string[] = [];
    const allowedSeen = new Set<string>();
    for (const path of ['renderer', 'server'].flatMap((dir) => sourceFiles(join(projectRoot, dir)))) {
      const name = relative(projectRoot, path).replaceAll('\\', '/');
      for (const f of findDomainOperations(name, readFileSync(path, 'utf8'))) {
        const key = `${name}:${f.rule}`;
        if (ALLOWED[key]) allowedSeen.add(key);
        else found.push(`${name}:${f.line} ${f.rule}: ${f.text}`);
      }
    }
    expect(found).toEqual([]);
    expect([...allowedSeen].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('knows core operations by the names core exports', () => {
    for (const name of [
      'insertRow',
      'changeVariant',
      'rowVariant',
      'mergeErp',
      'autoPlace',
      'placeRows',
      'roomDrawings',
    ])
      expect(CORE_OPERATIONS).toContain(name);
  });
});

// The copies this project had outside core before issue 18, shortened: each must be found.
const BEFORE: Record<string, [string, Finding['rule'][]]> = {
  'server/catalog/evaluation.ts': [
    `export function rowVariant(row: Row): string {
       if (row.var?.trim()) return row.var;
       if (row.rule.length) return formatVariantString(row.rule.map((r) => [r.cod, r.value] as const));
       return '';
     }
     export function mergeErp(computed: ErpLine[], previous: ErpLine[]): ErpLine[] {
       return computed.map((line) => {
         const old = previous.find((p) => p.level === line.level)?.customDataFe;
         const customDataFe = { ...line.customDataFe };
         if (old.check !== undefined) customDataFe.check = old.check;
         return { ...line, customDataFe };
       });
     }`,
    ['core-name', 'row-variant', 'core-name', 'erp-merge'],
  ],
  'renderer/state/evaluation.ts': [
    `export function rowVariantOf(row: Pick<Row, 'var' | 'rule'>): string {
       if (row.var !== undefined) return row.var;
       return row.rule.map((r) => r.cod + '=' + r.value).join(';');
     }`,
    ['row-variant'],
  ],
  'renderer/state/rowEdits.ts': [
    `function withEvaluation(row: Row, evaluation: Evaluation): Row {
       return { ...row, rule: parseVariantString(evaluation.variant).map(([cod, value]) => ({ cod, value })) };
     }
     const discount = (project: Project, discount1: string) => ({
       ...project,
       customerFields: { ...project.customerFields, discount1 },
     });
     export function removeRow(project: Project, rowId: EntityId): Project {
       return { ...project, rows: project.rows.filter((r) => r.uniqueid !== rowId) };
     }`,
    ['rule-write', 'offer-fields', 'core-name', 'rows-rebuilt'],
  ],
  'renderer/state/scene.ts': [
    `export function findSpot(room: Room, placed: LayoutItem[], item: LayoutItem) {
       for (const face of wallFaces(room)) {
         const result = placeItem(room, placed, item, { x: face.x, y: face.y }, options);
         if (result.accepted) return result.item;
       }
     }`,
    ['auto-place'],
  ],
  'renderer/actions/planItemsFlows.ts': [
    `const pin = (project: Project, auto: Map<string, RowLayout>) => ({
       ...project,
       rows: project.rows.map((row) => { const layout = auto.get(row.id); return layout ? { ...row, layout } : row; }),
     });`,
    ['rows-rebuilt', 'row-layout'],
  ],
  'server/views/drawings.ts': [
    'function svgDocument(width: number, body: string[]) { return [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width}">`, ...body].join(""); }',
    ['svg-markup'],
  ],
};

describe('the checks find the copies that were outside core', () => {
  for (const [file, [source, rules]] of Object.entries(BEFORE)) {
    it(file, () => {
      expect(findDomainOperations(file, source).map((f) => f.rule)).toEqual(rules);
    });
  }

  it('leaves alone what only calls core or reads rows', () => {
    const calls = `export async function commit(ctx: Ctx) {
      const edit = placeRowAt(project, room, placed, rowId, pose, options);
      const variant = rowVariant(row);
      return { accepted: edit.accepted, rows: project.rows.length, label: row.var };
    }`;
    expect(findDomainOperations('renderer/actions/x.ts', calls)).toEqual([]);
  });
});
