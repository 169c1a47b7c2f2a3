// The desktop menu's commands, once for main (which builds the menu) and the renderer (whose actions
// they are): the action each runs, its shortcut (the menu's accelerator and the renderer's key
// binding) and its label in the interface languages (the menu's, with its & mnemonic, and the
// action's label in the app, without). main cannot import the renderer; both import this.
import type { HostMenuAction, HostMenuLanguage } from './host';

/** A key of a command: `mod` is Ctrl, or Cmd on macOS. */
export interface CommandKey {
  readonly key: string;
  readonly mod?: boolean;
  readonly shift?: boolean;
  readonly alt?: boolean;
  /** Also fires while the focus is in a text field (Ctrl+S does). */
  readonly inTextFields?: boolean;
}

export interface MenuCommand {
  /** The renderer action it dispatches (renderer/actions/table.ts; a test holds them equal). */
  readonly action: string;
  readonly shortcut: CommandKey;
  /** The menu's label: `&` marks the mnemonic. */
  readonly labels: Readonly<Record<HostMenuLanguage, string>>;
}

/** The File menu's commands, in menu order. */
export const MENU_COMMANDS = {
  newProject: {
    action: 'newProject',
    shortcut: { key: 'n', mod: true },
    labels: { en: '&New project', it: '&Nuovo progetto', de: '&Neues Projekt' },
  },
  openProjectList: {
    action: 'openProjects',
    shortcut: { key: 'o', mod: true },
    labels: { en: '&Open project…', it: '&Apri progetto…', de: 'Projekt ö&ffnen…' },
  },
  saveProject: {
    action: 'saveProject',
    shortcut: { key: 's', mod: true, inTextFields: true },
    labels: { en: '&Save', it: '&Salva', de: '&Speichern' },
  },
  generateOffer: {
    action: 'generateOffer',
    shortcut: { key: 'p', mod: true },
    labels: { en: '&Generate offer', it: '&Genera offerta', de: '&Angebot erstellen' },
  },
} as const satisfies Record<Exclude<HostMenuAction, 'setLanguage'>, MenuCommand>;

export type MenuCommandName = keyof typeof MENU_COMMANDS;

/** Electron's accelerator for a key: 'CmdOrCtrl+Shift+Z'. */
export function accelerator(key: CommandKey): string {
  const name = key.key.length === 1 ? key.key.toUpperCase() : key.key;
  return [key.mod && 'CmdOrCtrl', key.alt && 'Alt', key.shift && 'Shift', name].filter(Boolean).join('+');
}

/** A menu label as text: the mnemonic's `&` dropped (`&&` is a literal ampersand). */
export function plainLabel(label: string): string {
  return label.replace(/&(&?)/g, '$1');
}

/** The commands' labels as the app shows them, by language: the renderer's `commands` namespace. */
export function commandTexts(language: HostMenuLanguage): Record<MenuCommandName, string> {
  const texts = {} as Record<MenuCommandName, string>;
  for (const name of Object.keys(MENU_COMMANDS) as MenuCommandName[]) {
    texts[name] = plainLabel(MENU_COMMANDS[name].labels[language]);
  }
  return texts;
}
