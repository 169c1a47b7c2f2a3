import { describe, expect, it } from 'vitest';
import { resolveCloseRules, resultIfChanged } from './closeRules';

describe('resolveCloseRules (spec 4)', () => {
  it('a plain dialog closes on Esc / outside click and shows its close button', () => {
    expect(resolveCloseRules({})).toEqual({ dismissible: true, showCloseButton: true });
  });

  it('persistent ignores Esc / outside click and hides the close button', () => {
    expect(resolveCloseRules({ persistent: true })).toEqual({ dismissible: false, showCloseButton: false });
  });

  it('semipersistent ignores Esc / outside click but keeps the close button', () => {
    expect(resolveCloseRules({ semipersistent: true })).toEqual({
      dismissible: false,
      showCloseButton: true,
    });
  });

  it('semipersistent overrides persistent for Esc / outside click', () => {
    expect(resolveCloseRules({ persistent: true, semipersistent: false })).toEqual({
      dismissible: true,
      showCloseButton: false,
    });
    expect(resolveCloseRules({ persistent: false, semipersistent: true })).toEqual({
      dismissible: false,
      showCloseButton: true,
    });
  });

  it('the close button is shown unless persistent', () => {
    expect(resolveCloseRules({ persistent: true, semipersistent: true }).showCloseButton).toBe(false);
    expect(resolveCloseRules({ persistent: false }).showCloseButton).toBe(true);
  });
});

describe('resultIfChanged (variant-rule and dClass dialogs)', () => {
  it('returns the data when anything changed, else false', () => {
    expect(resultIfChanged(true, { variant: 'A' })).toEqual({ flag: true, response: { variant: 'A' } });
    expect(resultIfChanged(false, { variant: 'A' })).toEqual({ flag: false });
  });
});
