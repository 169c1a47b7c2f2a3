// The desktop settings file (settings.json in the user-data folder) through electron-store. The store
// keeps raw JSON; main/settings/schema.ts validates it on every read.
import Store from 'electron-store';
import type { Logger } from '../facade';

export function settingsReader(logger: Logger): () => unknown {
  return () => {
    try {
      return new Store<Record<string, unknown>>({ name: 'settings' }).store;
    } catch (error) {
      // An unreadable file (bad JSON, permissions) must not keep the app from starting.
      logger.error('Could not read the desktop settings file; using the defaults', error);
      return {};
    }
  };
}
