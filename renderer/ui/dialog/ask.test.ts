import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../state/store';
import { ask, AskButtons } from './ask';
import { closeAllDialogs, closeDialog, dismissDialog, removeDialog } from './dialogs';
import { dialogsAtom } from './state';

const top = () => store.get(dialogsAtom).at(-1)!;

afterEach(() => {
  closeAllDialogs();
  for (const e of store.get(dialogsAtom)) removeDialog(e.id);
});

describe('ask', () => {
  it('opens a 500 wide Yes/No dialog with the question', () => {
    void ask('Save current project?', { title: 'Project' });
    expect(top().options).toMatchObject({
      title: 'Project',
      content: 'Save current project?',
      footer: AskButtons,
      width: 500,
    });
  });

  it('resolves true on Yes and false on No', async () => {
    const yes = ask('Q?');
    closeDialog(top().id, { flag: true, response: true });
    await expect(yes).resolves.toBe(true);
    const no = ask('Q?');
    closeDialog(top().id, { flag: false, response: false });
    await expect(no).resolves.toBe(false);
  });

  it('resolves false on Esc / outside click, and can be made persistent', async () => {
    const dismissed = ask('Q?');
    dismissDialog(top().id);
    await expect(dismissed).resolves.toBe(false);
    void ask('Q?', { persistent: true });
    expect(top().options.persistent).toBe(true);
  });
});
