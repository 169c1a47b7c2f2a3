import type { DialogResult } from './state';

/** How a dialog may be closed (spec 4, "Dialog closing"). */
export interface CloseModeOptions {
  /** Esc and outside click do not close the dialog, and no close button is shown. */
  persistent?: boolean;
  /**
   * When given, decides alone whether Esc and outside click are ignored, whatever `persistent`
   * says ("semipersistent overrides persistent"). The close button still follows `persistent`, so
   * `semipersistent: true` alone gives a dialog closable only by its close button or its content.
   */
  semipersistent?: boolean;
}

export interface CloseRules {
  /** Esc and a click outside close the dialog (a proper close returning flag false). */
  dismissible: boolean;
  showCloseButton: boolean;
}

export function resolveCloseRules(options: CloseModeOptions): CloseRules {
  const persistent = options.persistent ?? false;
  const ignoresDismiss = options.semipersistent ?? persistent;
  return { dismissible: !ignoresDismiss, showCloseButton: !persistent };
}

/**
 * The dismiss result of the variant-rule and dClass dialogs (spec 4): their data when anything
 * changed, else a plain false. Content passes it to `setDismissResult` whenever its data changes.
 */
export function resultIfChanged<R>(changed: boolean, response: R): DialogResult<R> {
  return changed ? { flag: true, response } : { flag: false };
}
