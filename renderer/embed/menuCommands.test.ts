// The desktop menu and the app read one list of commands (core/embed/menu-commands.ts): the action a
// menu item runs has the item's key as its shortcut and the item's text as its label.
import { describe, expect, it } from 'vitest';
import {
  commandTexts,
  MENU_COMMANDS,
  plainLabel,
  type MenuCommandName,
} from '../../core/embed/menu-commands';
import { getAction, isActionName } from '../actions';
import { MENU_ACTIONS } from './desktopCommands';

describe('the desktop menu commands', () => {
  it("are actions of the table with the menu's key and label", () => {
    for (const name of Object.keys(MENU_COMMANDS) as MenuCommandName[]) {
      const command = MENU_COMMANDS[name];
      expect(isActionName(command.action), command.action).toBe(true);
      expect(MENU_ACTIONS[name]).toBe(command.action);
      const action = getAction(MENU_ACTIONS[name]);
      expect(action.shortcut).toEqual(command.shortcut);
      // The label is the command's text in the app's `commands` namespace (i18n/index.ts).
      expect(action.label).toBe(`commands:${name}`);
      for (const language of ['en', 'it', 'de'] as const) {
        expect(commandTexts(language)[name]).toBe(plainLabel(command.labels[language]));
      }
    }
  });

  it('drops the mnemonic marks from a label', () => {
    expect(plainLabel('Projekt ö&ffnen…')).toBe('Projekt öffnen…');
    expect(plainLabel('Save && close')).toBe('Save & close');
  });
});
