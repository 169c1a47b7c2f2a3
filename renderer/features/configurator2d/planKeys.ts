import type { KeyboardEvent } from 'react';
import type { PlanDraft } from '../../state/plan2d';
import type { PenTarget } from './pen';
import type { PlanTool } from './PlanToolbar';

/** What the plan's keys act on; the screen owns the state and the actions. */
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
  /** Moves the selected door or window along its wall, or the selected rows, by (dx, dy) mm. */
  nudge(dx: number, dy: number): void;
  removeSelection(): void;
  rotateSelection(): void;
  /** Esc: nothing selected, nothing being placed, no alert. */
  clearSelection(): void;
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

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** Keys while editing: arrows nudge (Shift: 100 mm), Delete removes, R rotates, Esc, + and - zoom. */
function editKey(e: KeyboardEvent, p: PlanKeyInputs): boolean {
  const arrow = ARROWS[e.key];
  if (arrow) {
    const step = e.shiftKey ? 100 : 10;
    p.nudge(arrow[0] * step, arrow[1] * step);
    return true;
  }
  if (e.key === 'Delete' || e.key === 'Backspace') p.removeSelection();
  else if (e.key === 'r' || e.key === 'R') p.rotateSelection();
  else if (e.key === 'Escape') {
    p.clearSelection();
    return false;
  } else if (e.key === '+' || e.key === '=') {
    p.zoom(1.25);
    return false;
  } else if (e.key === '-') {
    p.zoom(1 / 1.25);
    return false;
  } else return false;
  return true;
}

/** The plan's keyboard (README): the pen's keys while drawing, the editing keys otherwise. */
export function onPlanKey(e: KeyboardEvent<HTMLElement>, inputs: PlanKeyInputs): void {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if ((e.target as HTMLElement).closest('input, select, textarea, button, [role="menu"]')) return;
  const used = inputs.tool === 'draw' ? penKey(e, inputs) : editKey(e, inputs);
  if (used) e.preventDefault();
}
