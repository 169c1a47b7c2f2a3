import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../state/store';
import { chooseInDialog } from './choose';
import { closeAllDialogs, closeDialog, dismissDialog, removeDialog } from './dialogs';
import { dialogsAtom } from './state';

const top = () => store.get(dialogsAtom).at(-1)!;
const Picker = () => null;
const load = async () => Picker;
/** The dialog is open once its content has loaded. */
const opened = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  closeAllDialogs();
  for (const e of store.get(dialogsAtom)) removeDialog(e.id);
});

describe('chooseInDialog', () => {
  it('opens the loaded content with the options and resolves the confirmed response', async () => {
    const choice = chooseInDialog<string>(load, () => ({
      title: 'Version',
      width: 500,
      singleInstance: 'v',
    }));
    await opened();
    expect(top().options).toMatchObject({
      title: 'Version',
      content: Picker,
      width: 500,
      singleInstance: 'v',
    });
    closeDialog(top().id, { flag: true, response: 'Draft 2' });
    await expect(choice).resolves.toBe('Draft 2');
  });

  it('resolves null when closed without a choice', async () => {
    const dismissed = chooseInDialog<string>(load, () => ({}));
    await opened();
    dismissDialog(top().id);
    await expect(dismissed).resolves.toBeNull();
    const empty = chooseInDialog<string>(load, () => ({}));
    await opened();
    closeDialog(top().id, { flag: true, response: '' });
    await expect(empty).resolves.toBeNull();
  });
});
