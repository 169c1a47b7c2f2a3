/**
 * Where the dialog system writes its log lines (e.g. 'Kill loader by timeout', spec 8). By default
 * they go to the console; the app connects its log list with {@link setDialogLogger} at start-up.
 */
export type DialogLogger = (message: string) => void;

const consoleLogger: DialogLogger = (message) => console.warn(message);

let logger: DialogLogger = consoleLogger;

export function setDialogLogger(next: DialogLogger | null): void {
  logger = next ?? consoleLogger;
}

export function logDialog(message: string): void {
  logger(message);
}
