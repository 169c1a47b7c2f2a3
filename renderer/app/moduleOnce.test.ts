import { describe, expect, it, vi } from 'vitest';
import { moduleOnce } from './moduleOnce';

describe('moduleOnce', () => {
  it('imports once for every caller and then has the module at hand', async () => {
    const importModule = vi.fn(async () => ({ Screen: 'x' }));
    const screen = moduleOnce(importModule);
    expect(screen.loaded()).toBeNull();
    expect(screen.requested()).toBe(false);
    const [a, b] = await Promise.all([screen.load(), screen.load()]);
    expect(a).toBe(b);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(screen.loaded()).toBe(a);
    expect(screen.requested()).toBe(true);
  });

  it('asks again after a failed fetch instead of keeping the failure', async () => {
    const importModule = vi
      .fn<() => Promise<{ n: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ n: 2 });
    const screen = moduleOnce(importModule);
    await expect(screen.load()).rejects.toThrow('offline');
    expect(screen.requested()).toBe(false);
    await expect(screen.load()).resolves.toEqual({ n: 2 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
