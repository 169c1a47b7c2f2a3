// Where the desktop app keeps its user data, decided before anything reads a path.
import { isAbsolute, join } from 'node:path';

/** The folder name under the OS application-data folder (productName in electron-builder.yml). */
export const USER_DATA_FOLDER = 'Arredo';

/**
 * The user-data folder (settings, database, logs, single-instance lock). ARREDO_USER_DATA_DIR moves it:
 * kiosk images put it on a data partition, tests point it at a temporary folder. Otherwise it is
 * `<appData>/Arredo` both under `electron .` and packaged: Electron derives its default from package.json
 * `name` ("arredo") before main runs, and app.setName() does not move it afterwards.
 */
export function userDataDir(env: Record<string, string | undefined>, appDataPath: string): string {
  const value = env.ARREDO_USER_DATA_DIR?.trim();
  if (!value) return join(appDataPath, USER_DATA_FOLDER);
  if (!isAbsolute(value)) throw new Error(`ARREDO_USER_DATA_DIR must be an absolute path, got "${value}"`);
  return value;
}
