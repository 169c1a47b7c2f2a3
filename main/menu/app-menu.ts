// The application menu. Its commands are the app's own actions: a click sends the renderer
// `{ action: 'dispatch', name }` and the renderer runs that action through its registry, exactly as its
// buttons and shortcuts do; the menu repeats no logic. Only window-level commands (reload, zoom, clipboard)
// stay in main. Accelerators are registered here too: Electron gives a key to the page first and to the
// menu only when the page left it unhandled, so a shortcut the renderer also binds fires once.
import type { HostMenuAction, HostMenuLanguage, JsonObject } from '../../core/embed/host';
import { accelerator, MENU_COMMANDS, type MenuCommandName } from '../../core/embed/menu-commands';
import type { MenuItemSpec } from '../facade';
import { LANGUAGE_NAMES, MENU_LABELS, MENU_LANGUAGES } from './menu-labels';

export interface MenuInput {
  language: HostMenuLanguage;
  platform: string;
  /** Development builds only: packaged builds have no developer tools at all. */
  devTools: boolean;
}

export interface MenuCommands {
  dispatch(name: HostMenuAction, args?: JsonObject): void;
  reload(): void;
}

const separator: MenuItemSpec = { type: 'separator' };

export function buildAppMenu(input: MenuInput, commands: MenuCommands): MenuItemSpec[] {
  const labels = MENU_LABELS[input.language];
  const mac = input.platform === 'darwin';
  // The app's commands: label and accelerator from the one list the renderer's actions use too.
  const command = (name: MenuCommandName): MenuItemSpec => ({
    label: MENU_COMMANDS[name].labels[input.language],
    accelerator: accelerator(MENU_COMMANDS[name].shortcut),
    click: () => commands.dispatch(name),
  });

  const appMenu: MenuItemSpec[] = mac
    ? [
        {
          label: 'Arredo',
          submenu: [
            { role: 'about', label: labels.about },
            separator,
            { role: 'hide', label: labels.hide },
            { role: 'hideOthers', label: labels.hideOthers },
            { role: 'unhide', label: labels.showAll },
            separator,
            { role: 'quit', label: labels.quit.replace('&', '') },
          ],
        },
      ]
    : [];

  const file: MenuItemSpec = {
    label: labels.file,
    submenu: [
      command('newProject'),
      command('openProjectList'),
      command('saveProject'),
      separator,
      command('generateOffer'),
      // On macOS Quit lives in the app menu.
      ...(mac ? [] : [separator, { role: 'quit', label: labels.quit, accelerator: 'CmdOrCtrl+Q' }]),
    ],
  };

  // The clipboard roles are what make Cmd+C / Cmd+V work in text fields on macOS at all.
  const edit: MenuItemSpec = {
    label: labels.edit,
    submenu: [
      { role: 'cut', label: labels.cut },
      { role: 'copy', label: labels.copy },
      { role: 'paste', label: labels.paste },
      { role: 'selectAll', label: labels.selectAll },
    ],
  };

  const view: MenuItemSpec = {
    label: labels.view,
    submenu: [
      { label: labels.reload, accelerator: 'CmdOrCtrl+R', click: () => commands.reload() },
      ...(input.devTools ? [{ role: 'toggleDevTools', label: labels.devTools }] : []),
      separator,
      { role: 'resetZoom', label: labels.resetZoom },
      { role: 'zoomIn', label: labels.zoomIn },
      { role: 'zoomOut', label: labels.zoomOut },
      separator,
      { role: 'togglefullscreen', label: labels.fullScreen },
    ],
  };

  const language: MenuItemSpec = {
    label: labels.language,
    submenu: MENU_LANGUAGES.map((code) => ({
      label: LANGUAGE_NAMES[code],
      type: 'radio',
      checked: code === input.language,
      click: () => commands.dispatch('setLanguage', { language: code }),
    })),
  };

  const window: MenuItemSpec[] = mac
    ? [{ label: labels.window, submenu: [{ role: 'minimize', label: labels.minimize }, { role: 'zoom' }] }]
    : [];

  return [...appMenu, file, edit, view, language, ...window];
}
