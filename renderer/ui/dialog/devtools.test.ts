import { describe, expect, it } from 'vitest';
import { dialogTestHandle, installDialogTestHandle } from './devtools';

const fakeWindow = (search: string) =>
  ({ location: { search } }) as unknown as Window & Record<string, unknown>;

describe('installDialogTestHandle', () => {
  it('installs the handle only with ?e2e=1', () => {
    const plain = fakeWindow('?lang=en');
    expect(installDialogTestHandle(plain)).toBe(false);
    expect(plain.__arredoE2E).toBeUndefined();

    const e2e = fakeWindow('?lang=en&e2e=1');
    expect(installDialogTestHandle(e2e)).toBe(true);
    expect(e2e.__arredoE2E).toEqual({ dialogs: dialogTestHandle });
  });

  it('keeps what other test handles put in the namespace', () => {
    const win = fakeWindow('?e2e=1');
    win.__arredoE2E = { toasts: 'theirs' };
    installDialogTestHandle(win);
    expect(win.__arredoE2E).toEqual({ toasts: 'theirs', dialogs: dialogTestHandle });
  });
});
