import { logger } from '../../state/logs';

/** Writes a dialog-system line to the app's log list (/logs, capped at 100) and the console. */
export function logDialog(message: string): void {
  logger.warn(message);
}
