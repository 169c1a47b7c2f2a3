// A closet row (spec 3 "Closet save data"): a row of a closet model whose `closet` field holds the
// closet the closet tool built. The model decides the catalogue variables it describes
// (core/closet/variables.ts) and the catalogue's rules price the row from them; the user's other
// choices (finishes, handle) stay the user's. Both the closet tool's edits and a flat variant change
// (configurator, host changeVariant) keep the two in line through these functions.
import type { CompiledModel } from '../catalog/compile';
import { ruleProblems } from '../catalog/problems';
import type { Evaluation } from '../catalog/evaluate';
import { formatValue } from '../catalog/values';
import { formatVariantString, parseVariantString } from '../catalog/variant-string';
import {
  applyClosetEdit,
  CLOSET_VARIABLES,
  ClosetError,
  ClosetModel,
  closetFromRegisters,
  closetVariables,
  type ClosetEdit,
  type ClosetPlacement,
  type ClosetVariable,
} from '../closet';
import type { Row } from './schema';

/**
 * A closet model: its rules write the closet's structure register, so the closet tool builds it
 * (item search, an article or a host's setModel of it start a closet, not a plain row).
 */
export function isClosetModel(model: Pick<CompiledModel, 'rules'>): boolean {
  return model.rules.some((r) => r.kind === 'register' && r.register.toUpperCase() === 'CLOSETSTRUCT');
}

/** The closet a row holds, or null for an ordinary row. */
export function rowCloset(row: Pick<Row, 'closet'>): ClosetModel | null {
  if (!row.closet) return null;
  const { areas: _areas, ...model } = row.closet;
  return ClosetModel.parse(model);
}

/** The closet the catalogue's registers describe (a new closet starts as the catalogue built it). */
export function closetOfEvaluation(evaluation: Evaluation): ClosetModel {
  return closetFromRegisters(evaluation.registers);
}

const OWNED = new Set<string>(CLOSET_VARIABLES);

/** The row's choices with the closet's variables written over them (the closet's in a fixed order). */
export function closetChoices(variant: string, model: ClosetModel): string {
  const own = closetVariables(model);
  const others = parseVariantString(variant).filter(([name]) => !OWNED.has(name.toUpperCase()));
  return formatVariantString([...Object.entries(own), ...others]);
}

/**
 * Refuses an evaluation that did not take the closet as it is: a closet variable the catalogue
 * replaced or refused (a forbidden value, an out-of-range count) or a rule the closet breaks. A
 * replaced finish or handle is accepted: the row stores the catalogue's replacement (issue 19).
 */
export function checkClosetEvaluation(evaluation: Evaluation, model: ClosetModel, lang: string): void {
  const wanted = closetVariables(model);
  const changed = (Object.keys(wanted) as ClosetVariable[]).filter((name) => {
    if (!(name in evaluation.values)) return false; // a closet model of another catalogue
    const value = evaluation.values[name];
    return value === null || value === undefined || formatValue(value) !== wanted[name];
  });
  const adjusted = evaluation.adjustments.filter((a) => OWNED.has(a.variable.toUpperCase()));
  if (changed.length === 0 && evaluation.violations.length === 0 && adjusted.length === 0) return;
  const names = changed.map((name) => `${evaluation.variables[name]?.des ?? name} ${wanted[name]}`);
  const problems = ruleProblems({ ...evaluation, adjustments: adjusted, missing: [] }, lang);
  const why = problems.length ? problems.join('; ') : `the catalogue does not allow ${names.join(', ')}`;
  throw new ClosetError('catalogue-rule', why, { values: { text: why } });
}

const STRUCTURE_EDITS: Partial<Record<ClosetVariable, (value: number) => ClosetEdit>> = {
  WIDTH: (width) => ({ op: 'setStructure', width }),
  HEIGHT: (height) => ({ op: 'setStructure', height }),
  DEPTH: (depth) => ({ op: 'setStructure', depth }),
  PLACEMENT: (placement) => ({ op: 'setStructure', placement: placement as ClosetPlacement }),
  SECTIONS: (count) => ({ op: 'setSections', count }),
};

/**
 * A flat variant change on a closet row (configurator, host changeVariant): a new width, height,
 * depth, placement or number of sections is made as the closet edit it is; the counts the closet
 * tool places one by one (shelves, drawers, rails, doors) are refused with a clear message. Returns
 * the edited closet and the choices to evaluate.
 */
export function closetForVariant(
  model: ClosetModel,
  variant: string,
): { model: ClosetModel; variant: string } {
  const current = closetVariables(model);
  let next = model;
  for (const [name, value] of parseVariantString(variant)) {
    const key = name.toUpperCase() as ClosetVariable;
    if (!OWNED.has(key) || current[key] === value) continue;
    const edit = STRUCTURE_EDITS[key];
    const number = Number(value);
    if (!edit || !Number.isInteger(number)) {
      throw new ClosetError(
        'closet-variable',
        `${key} of a closet is set by placing its parts in the closet tool, not as a value (${key}=${value})`,
        { values: { variable: key } },
      );
    }
    next = applyClosetEdit(next, edit(number));
  }
  return { model: next, variant: closetChoices(variant, next) };
}
