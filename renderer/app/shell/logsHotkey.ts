/** Ctrl+Alt+S opens /logs for any user (spec 2, 6). `code` is layout-independent (Alt alters `key`). */
export function isLogsHotkey(event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'code'>): boolean {
  return event.ctrlKey && event.altKey && !event.metaKey && event.code === 'KeyS';
}

export const LOGS_PATH = '/logs';
