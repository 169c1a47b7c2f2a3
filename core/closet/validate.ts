import { CLOSET_LIMITS, ClosetError, ClosetModel } from './model';
import { frontalProblems } from './frontals';
import { interiorProblems } from './interior';
import { sectionCount, sectionsOf } from './layout';
import { CLOSET_SIZES, closetSizeError, type ClosetSize } from './sizes';

function layoutProblems(model: ClosetModel): ClosetError[] {
  const problems: ClosetError[] = [];
  const { width } = model.structure;
  for (const x of model.dividers) {
    if (x >= width)
      problems.push(
        new ClosetError('divider-outside', `The divider at ${x} mm is outside the ${width} mm closet`, {
          values: { x, width },
        }),
      );
  }
  if (problems.length > 0) return problems;
  for (const s of sectionsOf(model.structure, model.dividers)) {
    if (s.width < CLOSET_LIMITS.minSectionWidth) {
      problems.push(
        new ClosetError(
          'section-too-narrow',
          `Section ${s.index} is ${s.width} mm wide; the minimum is ${CLOSET_LIMITS.minSectionWidth} mm`,
          { section: s.index, values: { width: s.width, limit: CLOSET_LIMITS.minSectionWidth } },
        ),
      );
    } else if (s.width > CLOSET_LIMITS.maxSectionWidth) {
      problems.push(
        new ClosetError(
          'section-too-wide',
          `Section ${s.index} is ${s.width} mm wide; the maximum is ${CLOSET_LIMITS.maxSectionWidth} mm`,
          { section: s.index, values: { width: s.width, limit: CLOSET_LIMITS.maxSectionWidth } },
        ),
      );
    }
  }
  for (const x of model.externalDivision) {
    if (!model.dividers.includes(x)) {
      problems.push(
        new ClosetError('split-not-on-divider', `The carcass split at ${x} mm is not at a divider`, {
          values: { x },
        }),
      );
    }
  }
  return problems;
}

function rangeProblems(model: ClosetModel): ClosetError[] {
  const problems: ClosetError[] = [];
  const count = sectionCount(model);
  const check = (kind: string, ranges: { from: number; to: number }[]) => {
    const sorted = [...ranges].sort((a, b) => a.from - b.from);
    sorted.forEach((r, i) => {
      if (r.to > count) {
        problems.push(
          new ClosetError(
            'range-outside',
            `The ${kind} on sections ${r.from}-${r.to} goes past section ${count}`,
            { section: r.from, values: { from: r.from, to: r.to, count } },
          ),
        );
      }
      const before = sorted[i - 1];
      if (before && r.from <= before.to) {
        problems.push(
          new ClosetError(
            'range-overlap',
            `The ${kind}s on sections ${before.from}-${before.to} and ${r.from}-${r.to} overlap`,
            {
              section: r.from,
              values: { from: before.from, to: before.to, otherFrom: r.from, otherTo: r.to },
            },
          ),
        );
      }
    });
  };
  check('merge', model.merges);
  check('door', model.frontals);
  return problems;
}

/**
 * Every rule the closet breaks, as clear messages (empty when it is valid): the shape of the data,
 * section widths, carcass splits, merges, the interior and the doors. A wizard shows these as errors.
 */
export function validateCloset(input: unknown): ClosetError[] {
  const parsed = ClosetModel.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      // A size out of range names its range, not the schema's path.
      const [group, key] = issue.path;
      if (group === 'structure' && CLOSET_SIZES.includes(key as ClosetSize)) {
        const value = (input as { structure: Record<string, unknown> }).structure[key as ClosetSize];
        const sized = closetSizeError(key as ClosetSize, typeof value === 'number' ? value : Number.NaN);
        if (sized) return sized;
      }
      return new ClosetError('invalid', `${issue.path.join('.') || 'closet'}: ${issue.message}`, {
        values: { field: issue.path.join('.') || 'closet' },
      });
    });
  }
  const model = parsed.data;
  const layout = layoutProblems(model);
  if (layout.some((p) => p.code === 'divider-outside')) return layout;
  const ranges = rangeProblems(model);
  // Doors are only checked against a consistent set of areas.
  const doors = ranges.length === 0 ? frontalProblems(model) : [];
  return [...layout, ...ranges, ...interiorProblems(model), ...doors];
}

/** The sections a broken rule names (to mark them on the model), ascending, each once. */
export function closetFaultSections(input: unknown): number[] {
  const sections = validateCloset(input).flatMap((p) => (p.fault.section ? [p.fault.section] : []));
  return [...new Set(sections)].sort((a, b) => a - b);
}

/** Which step of the default catalogue (CLOSET_STEP_CATALOGUE keys) fixes each kind of problem. */
const STEP_OF_PROBLEM: Record<string, string> = {
  invalid: 'dimensions',
  'divider-outside': 'dividers',
  'section-too-narrow': 'dividers',
  'section-too-wide': 'dividers',
  'split-not-on-divider': 'externalDivision',
  'range-outside': 'merges',
  'range-overlap': 'merges',
  'section-missing': 'items',
  'item-too-high': 'items',
  'item-overlap': 'items',
  'area-missing': 'frontals',
  'hinged-too-wide': 'frontals',
  'frontal-panels': 'frontals',
  'sliding-panels': 'frontals',
  'sliding-span': 'frontals',
  'sliding-too-wide': 'frontals',
};

/** The problems a wizard step with this key should show (see CLOSET_STEP_CATALOGUE). */
export function problemsForStep(input: unknown, stepKey: string): ClosetError[] {
  return validateCloset(input).filter((p) => (STEP_OF_PROBLEM[p.code] ?? 'dimensions') === stepKey);
}
