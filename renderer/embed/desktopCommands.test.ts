import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../core/embed';
import { runDesktopCommand, watchDesktopState, type DesktopCommandDeps } from './desktopCommands';
import { settle } from './fakeWindows';

function deps(answer = true) {
  const calls: { name: string; args?: unknown }[] = [];
  const logged: string[] = [];
  const host = { clearRecovery: vi.fn() };
  const value: DesktopCommandDeps = {
    dispatch: (name, args) => {
      calls.push(args === undefined ? { name } : { name, args });
      return name === 'generateOffer'
        ? Promise.reject(new Error('Unknown action: generateOffer'))
        : Promise.resolve();
    },
    offerRecovery: () => Promise.resolve(answer),
    host,
    log: (_level, message) => logged.push(message),
  };
  return { value, calls, logged, host };
}

describe('desktop commands', () => {
  it('menu commands dispatch the action of the same job; a failure is logged; protocol messages pass', async () => {
    const { value, calls, logged } = deps();
    expect(runDesktopCommand({ action: 'dispatch', name: 'openProjectList' }, value)).toBe(true);
    expect(
      runDesktopCommand({ action: 'dispatch', name: 'setLanguage', args: { language: 'de' } }, value),
    ).toBe(true);
    expect(runDesktopCommand({ action: 'dispatch', name: 'generateOffer' }, value)).toBe(true);
    expect(runDesktopCommand({ action: 'dispatch', name: '__proto__' }, value)).toBe(true);
    expect(runDesktopCommand({ action: 'setLang', data: { lang: 'it' } }, value)).toBe(false);
    expect(runDesktopCommand('dispatch', value)).toBe(false);
    await settle();
    expect(calls).toEqual([
      { name: 'openProjects' },
      { name: 'setLanguage', args: { language: 'de' } },
      { name: 'generateOffer' },
    ]);
    expect(logged).toEqual([
      'Unknown menu command from the desktop host',
      'Menu command generateOffer failed',
    ]);
  });

  it('a recovery offer: yes restores the kept project, no forgets it', async () => {
    const project = { schemaVersion: 2, des: 'Kept', rows: [] } as JsonObject;
    const yes = deps(true);
    runDesktopCommand(
      { action: 'recoveryAvailable', savedAt: '2026-11-24T20:00:00Z', des: 'Kept', project },
      yes.value,
    );
    await settle();
    expect(yes.calls).toEqual([{ name: 'restoreProject', args: { project } }]);
    expect(yes.host.clearRecovery).not.toHaveBeenCalled();
    const no = deps(false);
    runDesktopCommand({ action: 'recoveryAvailable', savedAt: '', des: '', project }, no.value);
    await settle();
    expect(no.calls).toEqual([]);
    expect(no.host.clearRecovery).toHaveBeenCalledOnce();
  });

  it('tells the host the language once per change, and keeps unsaved work after a pause, clearing it once saved', () => {
    vi.useFakeTimers();
    try {
      let language = 'en';
      let project: JsonObject | null = null;
      const languageListeners: (() => void)[] = [];
      const projectListeners: (() => void)[] = [];
      const host = { setLanguage: vi.fn(), keepRecovery: vi.fn(), clearRecovery: vi.fn() };
      const stop = watchDesktopState(
        host,
        {
          language: () => language,
          onLanguage: (l) => (languageListeners.push(l), () => undefined),
          unsavedProject: () => project,
          onProject: (l) => (projectListeners.push(l), () => undefined),
        },
        () => undefined,
        1000,
      );
      language = 'it';
      languageListeners.forEach((l) => l());
      languageListeners.forEach((l) => l());
      expect(host.setLanguage.mock.calls).toEqual([['en'], ['it']]);

      project = { des: 'one' };
      projectListeners.forEach((l) => l());
      vi.advanceTimersByTime(500);
      project = { des: 'two' };
      projectListeners.forEach((l) => l());
      vi.advanceTimersByTime(999);
      expect(host.keepRecovery).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(host.keepRecovery.mock.calls).toEqual([[{ des: 'two' }]]);
      project = null;
      projectListeners.forEach((l) => l());
      vi.advanceTimersByTime(1000);
      expect(host.clearRecovery).toHaveBeenCalledOnce();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
