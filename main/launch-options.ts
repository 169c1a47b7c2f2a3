// Launch options read from the environment before Electron computes any path.
import { isAbsolute } from 'node:path';

/**
 * ARREDO_USER_DATA_DIR moves the whole user-data folder (settings, database, logs, single-instance lock):
 * kiosk images put it on a data partition, tests point it at a temporary folder.
 */
export function userDataOverride(env: Record<string, string | undefined>): string | undefined {
  const value = env.ARREDO_USER_DATA_DIR?.trim();
  if (!value) return undefined;
  if (!isAbsolute(value)) throw new Error(`ARREDO_USER_DATA_DIR must be an absolute path, got "${value}"`);
  return value;
}
