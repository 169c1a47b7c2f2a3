import type { KeyboardEvent } from 'react';
import type { PlanDraft } from '../../state/plan2d';
import type { PenTarget } from './pen';
import type { PlanTool } from './PlanToolbar';

/**
 * The pen's and the view's keys, which act on the screen's own tool and view. The keys that act on
 * the selection (arrows, R, Delete, Esc, Ctrl+D) are bindings of actions (actions/selection.ts), the
 * same in the 3D view.
 */
export interface PlanKeyInputs {
  tool: PlanTool;
  /** A wall length being typed with the pen (digits, then Enter). */
  typed: string;
  setTyped(update: (typed: string) => string): void;
  draft: PlanDraft | null;
  setDraft(draft: PlanDraft | null): void;
  /** Where the typed length puts the next corner (toward the pointer), or null without a pointer. */
  typedCorner(): PenTarget | null;
  setRefusalText(text: string | null): void;
  chooseTool(tool: PlanTool): void;
  /** Esc: nothing being placed (the selection is cleared by the clearSelection action's Esc). */
  cancelPlacing(): void;
  zoom(factor: number): void;
}

/** Keys while drawing walls: a typed length and Enter, Backspace, Esc. True when the key was used. */
function penKey(e: KeyboardEvent, p: PlanKeyInputs): boolean {
  if (/^[0-9.,]$/.test(e.key)) {
    p.setTyped((v) => v + e.key);
    return true;
  }
  if (e.key === 'Backspace') {
    if (p.typed) p.setTyped((v) => v.slice(0, -1));
    else if (p.draft) p.setDraft({ ...p.draft, points: p.draft.points.slice(0, -1) });
    return true;
  }
  if (e.key === 'Enter' && p.typed && p.draft?.points.length) {
    const target = p.typedCorner();
    if (!target) return false;
    p.setTyped(() => '');
    if (target.error) p.setRefusalText(target.error);
    else p.setDraft({ ...p.draft, points: [...p.draft.points, target.point] });
    return true;
  }
  if (e.key === 'Escape') {
    if (p.typed) p.setTyped(() => '');
    else p.chooseTool('select');
    return true;
  }
  return false;
}

/** Keys of the view and the tool while editing: Esc stops placing a door or window, + and - zoom. */
function editKey(e: KeyboardEvent, p: PlanKeyInputs): boolean {
  if (e.key === 'Escape') p.cancelPlacing();
  else if (e.key === '+' || e.key === '=') p.zoom(1.25);
  else if (e.key === '-') p.zoom(1 / 1.25);
  // None of these takes the key from the actions' bindings (Esc also clears the selection).
  return false;
}

/** The plan's own keys (README): the pen's keys while drawing, the view's keys otherwise. */
export function onPlanKey(e: KeyboardEvent<HTMLElement>, inputs: PlanKeyInputs): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if ((e.target as HTMLElement).closest('input, select, textarea, button, [role="menu"]')) return;
  const used = inputs.tool === 'draw' ? penKey(e, inputs) : editKey(e, inputs);
  if (used) e.preventDefault();
}
