import type { VariableState } from '../../../core/catalog';

/** Spec 8's dClass errors, word for word. */
export const NOT_A_DCLASS = 'This variable is not a dClass';
export const DCLASS_NOT_DECLARED = 'dClass is not declared in configuration file';

/** Their translation keys (configurator namespace): the English texts are the spec's words. */
export const DCLASS_ERROR_KEYS = {
  [NOT_A_DCLASS]: 'dialog.notADClass',
  [DCLASS_NOT_DECLARED]: 'dialog.dClassNotDeclared',
} as const;

/**
 * Spec 5: a dClass dialog needs the variable's class reference present in the configuration's
 * `dclass` map (case-insensitive key). Returns the entry's key and component, or the error.
 */
export function resolveDClass(
  variable: Pick<VariableState, 'dClass'> | undefined,
  dclass: Readonly<Record<string, { comp: string }>> | undefined,
): { ok: true; key: string; comp: string } | { ok: false; error: keyof typeof DCLASS_ERROR_KEYS } {
  const reference = variable?.dClass?.trim();
  if (!reference) return { ok: false, error: NOT_A_DCLASS };
  const key = Object.keys(dclass ?? {}).find((k) => k.toUpperCase() === reference.toUpperCase());
  if (!key) return { ok: false, error: DCLASS_NOT_DECLARED };
  return { ok: true, key, comp: dclass![key]!.comp };
}
