import { describe, expect, it } from 'vitest';
import { releaseScreenFocus, type FocusDocument } from './screenFocus';

/** A focused element inside `ancestors` (closest() matches those tag names), and whether it blurred. */
function focusedIn(...ancestors: string[]) {
  const state = { blurred: false };
  const body = { tag: 'body' };
  const element = {
    closest: (selector: string) => (ancestors.includes(selector) ? { tag: selector } : null),
    blur: () => {
      state.blurred = true;
    },
  };
  const doc: FocusDocument = { activeElement: element, body };
  return { doc, state };
}

describe('releaseScreenFocus', () => {
  it('blurs the pressed element of the screen that is being replaced', () => {
    const { doc, state } = focusedIn('main');
    releaseScreenFocus(doc);
    expect(state.blurred).toBe(true);
  });

  it('keeps the focus outside the screen (the header stays across the navigation)', () => {
    const { doc, state } = focusedIn('header');
    releaseScreenFocus(doc);
    expect(state.blurred).toBe(false);
  });

  it('does nothing when nothing or the body has the focus', () => {
    expect(() => releaseScreenFocus({ activeElement: null, body: {} })).not.toThrow();
    const body = { closest: () => ({}), blur: () => expect.unreachable('the body is not blurred') };
    releaseScreenFocus({ activeElement: body, body });
  });
});
