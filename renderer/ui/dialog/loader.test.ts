import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../state/store';
import { hideLoader, LOADER_TIMEOUT_MS, showLoader, updateLoader } from './loader';
import { logsAtom } from '../../state/logs';
import { loaderAtom } from './state';

// The app's log list (spec: /logs), restricted to this file's entries.
let logsBefore = 0;
const logged = () =>
  store
    .get(logsAtom)
    .slice(logsBefore)
    .map((entry) => entry.message);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  logsBefore = store.get(logsAtom).length;
});

afterEach(() => {
  hideLoader();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('loader', () => {
  it('shows message and percentage, updates and hides', () => {
    showLoader({ message: 'Saving project', percentage: 0.2 });
    expect(store.get(loaderAtom)).toEqual({ message: 'Saving project', percentage: 0.2 });
    expect(updateLoader({ percentage: 0.4 })).toBe(true);
    expect(store.get(loaderAtom)).toEqual({ message: 'Saving project', percentage: 0.4 });
    hideLoader();
    expect(store.get(loaderAtom)).toBeNull();
  });

  it('is force-reset after 60 s, logging Kill loader by timeout', () => {
    expect(LOADER_TIMEOUT_MS).toBe(60_000);
    showLoader({ message: 'Generating report' });
    vi.advanceTimersByTime(59_999);
    expect(store.get(loaderAtom)).not.toBeNull();
    expect(logged()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.get(loaderAtom)).toBeNull();
    expect(logged()).toEqual(['Kill loader by timeout']);
    expect(store.get(logsAtom).at(-1)).toMatchObject({ level: 'warn', message: 'Kill loader by timeout' });
  });

  it('does not kill a loader hidden in time, nor a later one early', () => {
    showLoader();
    vi.advanceTimersByTime(30_000);
    hideLoader();
    vi.advanceTimersByTime(40_000);
    expect(logged()).toEqual([]);
    showLoader();
    vi.advanceTimersByTime(59_000);
    expect(store.get(loaderAtom)).toEqual({});
  });

  it('showing again restarts the 60 s; updating does not', () => {
    showLoader({ percentage: 0.1 });
    vi.advanceTimersByTime(50_000);
    showLoader({ percentage: 0.2 });
    vi.advanceTimersByTime(50_000);
    expect(store.get(loaderAtom)).toEqual({ percentage: 0.2 });
    updateLoader({ percentage: 0.6 });
    vi.advanceTimersByTime(10_000);
    expect(store.get(loaderAtom)).toBeNull();
    expect(logged()).toEqual(['Kill loader by timeout']);
  });

  it('updating a hidden loader changes nothing', () => {
    expect(updateLoader({ message: 'late' })).toBe(false);
    expect(store.get(loaderAtom)).toBeNull();
  });

  it('rejects a percentage outside 0..1', () => {
    expect(() => showLoader({ percentage: 40 })).toThrow(/fraction from 0 to 1, got 40/);
    expect(() => showLoader({ percentage: Number.NaN })).toThrow(RangeError);
    showLoader({ percentage: 0.5 });
    expect(() => updateLoader({ percentage: -0.1 })).toThrow(RangeError);
    expect(store.get(loaderAtom)).toEqual({ percentage: 0.5 });
  });
});

describe('loaderMounted', () => {
  it('waits for the loader UI to mount where there is a screen, at most its timeout, then no more', async () => {
    const settled = (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      return () => done;
    };
    const { loaderMounted, markLoaderMounted } = await import('./loader');
    // No document (a host without a screen): nothing to wait for.
    expect(typeof document).toBe('undefined');
    const headless = settled(loaderMounted());
    await vi.advanceTimersByTimeAsync(0);
    expect(headless()).toBe(true);

    vi.stubGlobal('document', {});
    try {
      const late = settled(loaderMounted(2000));
      await vi.advanceTimersByTimeAsync(1999);
      expect(late()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(late()).toBe(true);

      const waiting = settled(loaderMounted(2000));
      await vi.advanceTimersByTimeAsync(500);
      expect(waiting()).toBe(false);
      markLoaderMounted();
      await vi.advanceTimersByTimeAsync(0);
      expect(waiting()).toBe(true);

      // Mounted once, it stays: later flows do not wait.
      const later = settled(loaderMounted(2000));
      await vi.advanceTimersByTimeAsync(0);
      expect(later()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
