import type { CompiledModel } from './compile';
import { localise } from './localise';
import type { Group } from './schema';

/** A group (UI section or wizard step) as one model shows it. */
export interface ModelGroup {
  cod: string;
  des: string;
  /** The group's screen or translation key (default: the code). */
  key: string;
  order: number;
  /** The enclosing group (a wizard main step), when this is a sub group. */
  parent?: string;
  /** The model's variables in this group, in model order (empty for a parent group). */
  variables: string[];
}

/** Sort key: explicit `order`, then position in the catalogue. */
const byOrder = (a: { g: Group; i: number }, b: { g: Group; i: number }): number =>
  (a.g.order ?? a.i) - (b.g.order ?? b.i) || a.i - b.i;

/**
 * The catalogue's groups that a model uses, in display order: each top-level group (by `order`)
 * followed by its sub groups (by `order`). A parent group is listed when any sub group is used.
 * Built once per compiled model and language.
 */
export function modelGroups(compiled: CompiledModel, lang?: string): readonly ModelGroup[] {
  const cacheKey = `groups:${lang ?? ''}`;
  const cached = compiled.cache.get(cacheKey) as readonly ModelGroup[] | undefined;
  if (cached) return cached;
  const members = new Map<string, string[]>();
  for (const v of compiled.variables) {
    const group = v.def.group;
    if (group !== undefined) members.set(group, [...(members.get(group) ?? []), v.cod]);
  }
  const all = compiled.catalog.groups.map((g, i) => ({ g, i }));
  const used = new Set(members.keys());
  for (const { g } of all) if (g.parent !== undefined && used.has(g.cod)) used.add(g.parent);
  const describe = ({ g, i }: { g: Group; i: number }): ModelGroup => {
    const out: ModelGroup = {
      cod: g.cod,
      des: localise(g.des, g.local, lang),
      key: g.key ?? g.cod,
      order: g.order ?? i,
      variables: members.get(g.cod) ?? [],
    };
    if (g.parent !== undefined) out.parent = g.parent;
    return out;
  };
  const result: ModelGroup[] = [];
  for (const top of all.filter(({ g }) => g.parent === undefined && used.has(g.cod)).sort(byOrder)) {
    result.push(describe(top));
    const subs = all.filter(({ g }) => g.parent === top.g.cod && used.has(g.cod)).sort(byOrder);
    result.push(...subs.map(describe));
  }
  const frozen = Object.freeze(result.map((g) => Object.freeze(g)));
  compiled.cache.set(cacheKey, frozen);
  return frozen;
}

/** A wizard step entry as core/closet `buildWizardSteps` takes it. */
export interface WizardStepEntry {
  cod: string;
  key: string;
}

/**
 * The closet wizard's step entries for a model: its main steps (top-level groups) and sub steps
 * (their sub groups, named by the variables' `group`), in order, ready for `buildWizardSteps`.
 */
export function wizardStepEntries(compiled: CompiledModel): WizardStepEntry[] {
  return modelGroups(compiled).map((g) => ({ cod: g.cod, key: g.key }));
}
