// Arrow keys in a choice variable's value buttons. The group is one stop of the Tab order (the pressed
// value, or the first one that can be chosen), and the arrows move between its values, as in a radio
// group: a seller tabbing from Width to Save article crossed some 30 value buttons of one base unit.

/** Keys that move the focus inside the group: where they lead from `index` of `count` values. */
export function arrowTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The value that takes the group's Tab stop: the chosen one if it can be chosen, else the first that can. */
export function tabStop(
  views: readonly { value: string; available: boolean }[],
  selected: string | null,
): string | null {
  const chosen =
    selected === null
      ? undefined
      : views.find((view) => view.available && view.value.toUpperCase() === selected.toUpperCase());
  return (chosen ?? views.find((view) => view.available))?.value ?? null;
}

/** Moves the focus among the group's enabled buttons; true when the key was one of the group's. */
export function moveFocus(group: HTMLElement, key: string): boolean {
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return false;
  const target = arrowTarget(key, index, buttons.length);
  if (target === null) return false;
  buttons[target]!.focus();
  return true;
}
