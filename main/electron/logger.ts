// Logging through electron-log: main.log in the user-data logs folder, rotated by size (main/logging), plus
// the console in development.
import log from 'electron-log/main';
import type { LogFile } from 'electron-log';
import type { Logger } from '../facade';
import { configureLogFile } from '../logging/log-rotation';

export function createLogger(file: string, isPackaged: boolean): Logger {
  configureLogFile<LogFile>(log.transports.file, file);
  // A packaged app has no terminal to print to.
  if (isPackaged) log.transports.console.level = false;
  // Uncaught errors and unhandled rejections in main end up in the log instead of vanishing.
  log.errorHandler.startCatching({ showDialog: false });
  return {
    info: (message, ...details) => log.info(message, ...details),
    warn: (message, ...details) => log.warn(message, ...details),
    error: (message, ...details) => log.error(message, ...details),
  };
}
