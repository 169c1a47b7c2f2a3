import { describe, expect, it, vi } from 'vitest';
import { appendCapped, LOG_CAP, logger, logsAtom } from './logs';
import { store } from './store';

describe('logs', () => {
  it('keeps the newest entries up to the cap', () => {
    let list: number[] = [];
    for (let i = 1; i <= 130; i++) list = appendCapped(list, i);
    expect(list).toHaveLength(LOG_CAP);
    expect(list[0]).toBe(31);
    expect(list.at(-1)).toBe(130);
  });

  it('the logger appends to the store log and the console, capped at 100', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    for (let i = 0; i < 105; i++) logger.info(`line ${i}`);
    logger.error('Missing or wrong configuration file', new Error('config.isguest: expected boolean'));
    const logs = store.get(logsAtom);
    expect(logs).toHaveLength(100);
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      message: 'Missing or wrong configuration file',
      detail: 'config.isguest: expected boolean',
    });
    expect(logs[0]?.message).toBe('line 6');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    info.mockRestore();
  });
});
