// The desktop settings file (settings.json in the user-data folder) through electron-store. The store keeps
// raw JSON; main/settings/schema.ts and main/window/window-state.ts validate it on every read.
import Store from 'electron-store';
import type { Logger } from '../facade';

export interface SettingsFile {
  read(): unknown;
  write(key: string, value: unknown): void;
}

export function settingsFile(logger: Logger): SettingsFile {
  let store: Store<Record<string, unknown>> | undefined;
  // Opened on first use: electron-store reads app.getPath('userData'), which index.ts sets first.
  const open = () => (store ??= new Store<Record<string, unknown>>({ name: 'settings' }));
  return {
    read() {
      try {
        return open().store;
      } catch (error) {
        // An unreadable file (bad JSON, permissions) must not keep the app from starting.
        logger.error('Could not read the desktop settings file; using the defaults', error);
        return {};
      }
    },
    write(key, value) {
      try {
        open().set(key, value);
      } catch (error) {
        logger.error(`Could not save "${key}" in the desktop settings file`, error);
      }
    },
  };
}
