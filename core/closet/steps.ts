import { z } from 'zod';

/**
 * Closet wizard steps (spec 3): a main step has a code like '001', a sub step '001-002' (main code,
 * dash, sub number). `key` names the screen the step shows (and its translation).
 */
export const WizardStep = z.object({
  cod: z.string(),
  key: z.string(),
  started: z.boolean(),
  done: z.boolean(),
});
export type WizardStep = z.infer<typeof WizardStep>;

export interface StepEntry {
  cod: string;
  key: string;
}

const MAIN_CODE = /^\d+$/;
const SUB_CODE = /^(\d+)-\d+$/;

export class WizardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WizardError';
  }
}

export function isMainCode(cod: string): boolean {
  return MAIN_CODE.test(cod);
}

/** The main code a code belongs to: itself for a main step, the part before the dash for a sub step. */
export function mainCodeOf(cod: string): string {
  if (isMainCode(cod)) return cod;
  const match = SUB_CODE.exec(cod);
  if (!match?.[1])
    throw new WizardError(`Step code "${cod}" is neither a main code (001) nor a sub code (001-002)`);
  return match[1];
}

/**
 * Builds the wizard's step list: each main step followed by its sub steps, mains in the order they
 * appear, sub steps in their own order of appearance. Main steps without sub steps are dropped.
 * Malformed or duplicate codes, and sub steps whose main step is missing, are errors.
 */
export function buildWizardSteps(entries: readonly StepEntry[]): WizardStep[] {
  const mains: StepEntry[] = [];
  const subsByMain = new Map<string, StepEntry[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.cod)) throw new WizardError(`Step code "${entry.cod}" appears twice`);
    seen.add(entry.cod);
    const main = mainCodeOf(entry.cod);
    if (main === entry.cod) {
      mains.push(entry);
    } else {
      subsByMain.set(main, [...(subsByMain.get(main) ?? []), entry]);
    }
  }
  const mainCodes = new Set(mains.map((m) => m.cod));
  for (const [main, subs] of subsByMain) {
    if (!mainCodes.has(main)) throw new WizardError(`Sub step "${subs[0]?.cod}" has no main step "${main}"`);
  }
  const steps: WizardStep[] = [];
  for (const main of mains) {
    const subs = subsByMain.get(main.cod) ?? [];
    if (subs.length === 0) continue;
    for (const entry of [main, ...subs])
      steps.push({ cod: entry.cod, key: entry.key, started: false, done: false });
  }
  return steps;
}

/** The default closet tool steps; catalogues may supply their own list. */
export const CLOSET_STEP_CATALOGUE: readonly StepEntry[] = [
  { cod: '001', key: 'structure' },
  { cod: '001-001', key: 'dimensions' },
  { cod: '001-002', key: 'placement' },
  { cod: '002', key: 'layout' },
  { cod: '002-001', key: 'dividers' },
  { cod: '002-002', key: 'externalDivision' },
  { cod: '003', key: 'interior' },
  { cod: '003-001', key: 'shelves' },
  { cod: '003-002', key: 'items' },
  { cod: '004', key: 'fronts' },
  { cod: '004-001', key: 'merges' },
  { cod: '004-002', key: 'frontals' },
  { cod: '005', key: 'summary' },
  { cod: '005-001', key: 'components' },
];
