import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, type ProjectList } from '../../api';
import { profileAtom, type Profile } from '../../state/session';
import { store } from '../../state/store';
import { filtersFromParams, listQuery } from './listQuery';
import {
  prefetchedListSettled,
  prefetchProjectList,
  takeArrivedList,
  takePrefetchedList,
} from './listPrefetch';

const page: ProjectList = { items: [], total: 0 } as unknown as ProjectList;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  store.set(profileAtom, null);
});

describe('the list query from the address', () => {
  it('reads filters, sort and page as the screen does, with defaults for the rest', () => {
    const filters = filtersFromParams(new URLSearchParams('q=%20kitchen%20&status=ordered&sort=des&page=3'));
    expect(listQuery(filters)).toEqual({
      text: 'kitchen',
      status: 'ordered',
      sort: 'des',
      page: 3,
      pageSize: 25,
    });
    expect(listQuery(filtersFromParams(new URLSearchParams('sort=bogus&page=-2')))).toEqual({
      sort: '-updated',
      page: 1,
      pageSize: 25,
    });
  });
});

describe('prefetching the first page while the screen loads', () => {
  it('hands the answer to the same query once, and not to another', async () => {
    store.set(profileAtom, { guest: false } as Profile);
    const list = vi.spyOn(api.projects, 'list').mockResolvedValue(page);
    prefetchProjectList('?status=approved');
    expect(list).toHaveBeenCalledWith({ status: 'approved', sort: '-updated', page: 1, pageSize: 25 });
    const query = listQuery(filtersFromParams(new URLSearchParams('status=approved')));
    await expect(takePrefetchedList(query)).resolves.toBe(page);
    expect(takePrefetchedList(query)).toBeNull();
    prefetchProjectList('?status=approved');
    expect(takePrefetchedList({ ...query, page: 2 })).toBeNull();
  });

  it('does not hand out an answer older than a few seconds', () => {
    store.set(profileAtom, { guest: false } as Profile);
    vi.spyOn(api.projects, 'list').mockResolvedValue(page);
    vi.useFakeTimers();
    prefetchProjectList('');
    vi.advanceTimersByTime(6_000);
    expect(takePrefetchedList(listQuery(filtersFromParams(new URLSearchParams(''))))).toBeNull();
  });

  it('asks nothing when nobody is signed in (the guard sends them home)', () => {
    const list = vi.spyOn(api.projects, 'list').mockResolvedValue(page);
    prefetchProjectList('');
    expect(list).not.toHaveBeenCalled();
  });

  it('asks once for a page already on its way (the hover, then the click, then the route)', async () => {
    store.set(profileAtom, { guest: false } as Profile);
    const list = vi.spyOn(api.projects, 'list').mockResolvedValue(page);
    prefetchProjectList('');
    prefetchProjectList('');
    prefetchProjectList('?page=1');
    expect(list).toHaveBeenCalledTimes(1);
    prefetchProjectList('?page=2');
    expect(list).toHaveBeenCalledTimes(2);
    await expect(
      takePrefetchedList(listQuery(filtersFromParams(new URLSearchParams('page=2')))),
    ).resolves.toBe(page);
  });

  it('hands over an answer that has arrived at once, for the first frame, and only then', async () => {
    store.set(profileAtom, { guest: false } as Profile);
    let answer: (list: ProjectList) => void = () => undefined;
    vi.spyOn(api.projects, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const query = listQuery(filtersFromParams(new URLSearchParams('')));
    prefetchProjectList('');
    // Still on its way: nothing now, and the promise stays for the screen's effect.
    expect(takeArrivedList(query)).toBeNull();
    answer(page);
    await Promise.resolve();
    expect(takeArrivedList({ ...query, page: 2 })).toBeNull();
    expect(takeArrivedList(query)).toBe(page);
    expect(takeArrivedList(query)).toBeNull();
    expect(takePrefetchedList(query)).toBeNull();
  });
});

describe('waiting for the prefetched page before a navigation', () => {
  it('resolves when the answer arrives, and at once when it is already there or none was asked', async () => {
    store.set(profileAtom, { guest: false } as Profile);
    let answer: (list: ProjectList) => void = () => undefined;
    vi.spyOn(api.projects, 'list').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    prefetchProjectList('');
    let settled = false;
    const waiting = prefetchedListSettled(10_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(page);
    await waiting;
    expect(settled).toBe(true);
    await expect(prefetchedListSettled(10_000)).resolves.toBeUndefined();
    takePrefetchedList(listQuery(filtersFromParams(new URLSearchParams(''))));
    await expect(prefetchedListSettled(10_000)).resolves.toBeUndefined();
  });

  it('waits no longer than the cap for a slow server, and the answer stays for the screen', async () => {
    store.set(profileAtom, { guest: false } as Profile);
    vi.useFakeTimers();
    vi.spyOn(api.projects, 'list').mockReturnValue(new Promise(() => undefined));
    prefetchProjectList('');
    let settled = false;
    void prefetchedListSettled(150).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(takePrefetchedList(listQuery(filtersFromParams(new URLSearchParams(''))))).not.toBeNull();
  });
});
