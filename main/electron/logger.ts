// Logging through electron-log: main.log in the user-data logs folder, plus the console in development.
import log from 'electron-log/main';
import type { Logger } from '../facade';

export function createLogger(file: string): Logger {
  log.transports.file.resolvePathFn = () => file;
  // Uncaught errors and unhandled rejections in main end up in the log instead of vanishing.
  log.errorHandler.startCatching({ showDialog: false });
  return {
    info: (message, ...details) => log.info(message, ...details),
    warn: (message, ...details) => log.warn(message, ...details),
    error: (message, ...details) => log.error(message, ...details),
  };
}
