import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../state/store';
import {
  closeAllDialogs,
  closeDialog,
  DialogAlreadyOpenedError,
  dismissDialog,
  findOpenInstance,
  openDialog,
  removeDialog,
  setDismissResult,
} from './dialogs';
import type { DialogSize, DialogWidth } from './sizing';
import { dialogsAtom } from './state';

const entries = () => store.get(dialogsAtom);
const lastId = () => entries().at(-1)!.id;

afterEach(() => {
  closeAllDialogs();
  for (const e of entries()) removeDialog(e.id);
});

describe('openDialog', () => {
  it('lists the dialog as open and resolves with (flag, response) on close', async () => {
    const result = openDialog<string>({ title: 'T', content: 'Body' });
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ open: true, options: { title: 'T', content: 'Body' } });
    expect(closeDialog(lastId(), { flag: true, response: 'data' })).toBe(true);
    await expect(result).resolves.toEqual({ flag: true, response: 'data' });
    expect(entries()[0]!.open).toBe(false);
  });

  it('closes once: a second close is refused and the first result wins', async () => {
    const result = openDialog({ content: 'x' });
    const id = lastId();
    closeDialog(id, { flag: true });
    expect(closeDialog(id, { flag: false })).toBe(false);
    await expect(result).resolves.toEqual({ flag: true });
  });

  it('Esc / outside click (dismiss) returns flag false by default', async () => {
    const result = openDialog({ content: 'x' });
    dismissDialog(lastId());
    await expect(result).resolves.toEqual({ flag: false });
  });

  it('dismiss returns what the content registered (variant-rule dialogs, spec 4)', async () => {
    const result = openDialog({ content: 'x' });
    setDismissResult(lastId(), { flag: true, response: { changed: 1 } });
    dismissDialog(lastId());
    await expect(result).resolves.toEqual({ flag: true, response: { changed: 1 } });
  });

  it('keeps a closed dialog listed until the host removes it after its exit animation', async () => {
    const result = openDialog({ content: 'x' });
    const id = lastId();
    removeDialog(id);
    expect(entries()).toHaveLength(1);
    closeDialog(id, { flag: false });
    await result;
    removeDialog(id);
    expect(entries()).toHaveLength(0);
  });

  it('rejects bad options', async () => {
    await expect(openDialog({ content: 'x', size: 'giant' as DialogSize })).rejects.toThrow(
      /Unknown dialog size/,
    );
    await expect(openDialog({ content: 'x', width: -1 as DialogWidth })).rejects.toThrow(/positive number/);
    await expect(openDialog({ content: undefined })).rejects.toThrow(/needs content/);
    expect(entries()).toHaveLength(0);
  });

  it('an abort signal closes with flag false', async () => {
    const controller = new AbortController();
    const result = openDialog({ content: 'x', signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toEqual({ flag: false });
    await expect(openDialog({ content: 'x', signal: controller.signal })).resolves.toEqual({ flag: false });
  });

  it('closeAllDialogs resolves every open dialog', async () => {
    const a = openDialog({ content: 'a' });
    const b = openDialog({ content: 'b' });
    closeAllDialogs();
    await expect(Promise.all([a, b])).resolves.toEqual([{ flag: false }, { flag: false }]);
  });
});

describe('single instance', () => {
  it('rejects a second open with alreadyOpened true while the first is open', async () => {
    const first = openDialog({ content: 'x', singleInstance: 'customer' });
    const second = openDialog({ content: 'y', singleInstance: 'customer' });
    await expect(second).rejects.toMatchObject({ alreadyOpened: true, key: 'customer' });
    await expect(second).rejects.toBeInstanceOf(DialogAlreadyOpenedError);
    expect(entries().filter((e) => e.open)).toHaveLength(1);
    closeDialog(lastId(), { flag: true });
    await first;
  });

  it('allows other keys, unkeyed dialogs, and the same key again once closed', async () => {
    const first = openDialog({ content: 'x', singleInstance: 'a' });
    const firstId = lastId();
    void openDialog({ content: 'x', singleInstance: 'b' });
    void openDialog({ content: 'x' });
    expect(findOpenInstance(entries(), 'a')?.id).toBe(firstId);
    closeDialog(firstId, { flag: false });
    await first;
    expect(findOpenInstance(entries(), 'a')).toBeUndefined();
    void openDialog({ content: 'again', singleInstance: 'a' });
    expect(findOpenInstance(entries(), 'a')?.options.content).toBe('again');
  });
});
