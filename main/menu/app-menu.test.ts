import { describe, expect, it } from 'vitest';
import { accelerator, MENU_COMMANDS } from '../../core/embed/menu-commands';
import { buildAppMenu, type MenuCommands } from './app-menu';
import { menuLanguageFor } from './menu-labels';
import type { MenuItemSpec } from '../facade';

function recorder() {
  const calls: string[] = [];
  const commands: MenuCommands = {
    dispatch: (name, args) => void calls.push(args ? `${name} ${JSON.stringify(args)}` : name),
    reload: () => void calls.push('reload'),
  };
  return { calls, commands };
}

/** The item at a path of labels (without the & mnemonics). */
function item(menu: MenuItemSpec[], ...path: string[]): MenuItemSpec {
  let items = menu;
  let found: MenuItemSpec | undefined;
  for (const label of path) {
    found = items.find((entry) => entry.label?.replace('&', '') === label);
    if (!found) throw new Error(`No menu item "${label}" in ${items.map((e) => e.label).join(', ')}`);
    items = found.submenu ?? [];
  }
  return found!;
}

const roles = (menu: MenuItemSpec[]): string[] =>
  menu.flatMap((entry) => [...(entry.role ? [entry.role] : []), ...roles(entry.submenu ?? [])]);

describe('buildAppMenu', () => {
  it('sends the app its actions by name: new, open, save, generate offer', () => {
    const { calls, commands } = recorder();
    const menu = buildAppMenu({ language: 'en', platform: 'linux', devTools: false }, commands);
    expect(menu.map((entry) => entry.label)).toEqual(['&File', '&Edit', '&View', '&Language']);
    for (const label of ['New project', 'Open project…', 'Save', 'Generate offer'])
      item(menu, 'File', label).click?.();
    expect(calls).toEqual(['newProject', 'openProjectList', 'saveProject', 'generateOffer']);
    expect(item(menu, 'File', 'Save').accelerator).toBe('CmdOrCtrl+S');
    expect(
      ['New project', 'Open project…', 'Generate offer'].map((l) => item(menu, 'File', l).accelerator),
    ).toEqual(['CmdOrCtrl+N', 'CmdOrCtrl+O', 'CmdOrCtrl+P']);
  });

  it("takes the commands' labels and keys from the list the renderer's actions read", () => {
    const { commands } = recorder();
    for (const language of ['en', 'it', 'de'] as const) {
      const menu = buildAppMenu({ language, platform: 'linux', devTools: false }, commands);
      const file = menu[0]!.submenu!.filter((entry) => entry.click);
      expect(file.map((entry) => [entry.label, entry.accelerator])).toEqual(
        Object.values(MENU_COMMANDS).map((c) => [c.labels[language], accelerator(c.shortcut)]),
      );
    }
  });

  it('switches language through the app, with the current one checked', () => {
    const { calls, commands } = recorder();
    const menu = buildAppMenu({ language: 'it', platform: 'win32', devTools: false }, commands);
    const languages = item(menu, 'Lingua').submenu!;
    expect(languages.map((entry) => [entry.label, entry.checked])).toEqual([
      ['English', false],
      ['Italiano', true],
      ['Deutsch', false],
    ]);
    languages[2]!.click?.();
    expect(calls).toEqual(['setLanguage {"language":"de"}']);
  });

  it('is labelled in Italian and German', () => {
    const { commands } = recorder();
    const it = buildAppMenu({ language: 'it', platform: 'linux', devTools: false }, commands);
    expect(item(it, 'File', 'Genera offerta')).toBeDefined();
    expect(item(it, 'Visualizza', 'Ricarica')).toBeDefined();
    const de = buildAppMenu({ language: 'de', platform: 'linux', devTools: false }, commands);
    expect(de.map((entry) => entry.label)).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Sprache']);
    expect(item(de, 'Datei', 'Neues Projekt')).toBeDefined();
    expect(item(de, 'Datei', 'Angebot erstellen')).toBeDefined();
  });

  it('reloads the page from View, and has developer tools only in development builds', () => {
    const { calls, commands } = recorder();
    const production = buildAppMenu({ language: 'en', platform: 'linux', devTools: false }, commands);
    item(production, 'View', 'Reload').click?.();
    expect(calls).toEqual(['reload']);
    expect(roles(production)).not.toContain('toggleDevTools');
    const development = buildAppMenu({ language: 'en', platform: 'linux', devTools: true }, commands);
    expect(roles(development)).toContain('toggleDevTools');
  });

  it('on macOS has the app menu (with Quit) and a Window menu, and the clipboard roles', () => {
    const { commands } = recorder();
    const menu = buildAppMenu({ language: 'en', platform: 'darwin', devTools: false }, commands);
    expect(menu.map((entry) => entry.label)).toEqual([
      'Arredo',
      '&File',
      '&Edit',
      '&View',
      '&Language',
      '&Window',
    ]);
    expect(roles([menu[0]!])).toContain('quit');
    expect(roles([menu[1]!])).not.toContain('quit');
    expect(roles(menu)).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectAll']));
  });
});

describe('menuLanguageFor', () => {
  it('maps the app language to a menu language, English for others', () => {
    expect(menuLanguageFor('it')).toBe('it');
    expect(menuLanguageFor('de-CH')).toBe('de');
    expect(menuLanguageFor('d')).toBe('de');
    expect(menuLanguageFor('en_GB')).toBe('en');
    expect(menuLanguageFor('fr')).toBe('en');
  });
});
