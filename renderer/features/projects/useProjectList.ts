import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, type ProjectList } from '../../api';
import { filtersFromParams, listQuery, type ListFilters } from './listQuery';
import { takeArrivedList, takePrefetchedList } from './listPrefetch';

export { PAGE_SIZE, SORTS, type ListFilters } from './listQuery';

/** Filters live in the address (?q=&status=&customer=&sort=&page=): back and reload keep them. */
export function useListFilters(): [ListFilters, (change: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = useCallback(
    (change: Partial<ListFilters>) => {
      setParams(
        () => {
          // The address as it is now: two quick changes (typing, then a sort) must not undo each other.
          const next = new URLSearchParams(window.location.search);
          const set = (key: string, value: string | number | undefined, fallback: string) => {
            if (value === undefined) return;
            if (String(value) === fallback || value === '') next.delete(key);
            else next.set(key, String(value));
          };
          set('q', change.text, '');
          set('status', change.status, '');
          set('customer', change.customer, '');
          set('sort', change.sort, '-updated');
          // Any filter change starts again at page 1.
          set('page', change.page ?? 1, '1');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}

export interface ListState {
  data: ProjectList | null;
  loading: boolean;
  error: string | null;
}

/** The page of projects for these filters, from the server; `reload` after a change. */
export function useProjectList(filters: ListFilters): ListState & { reload: () => void } {
  const [generation, setGeneration] = useState(0);
  const { text, status, customer, sort, page } = filters;
  const key = JSON.stringify([text, status, customer, sort, page, generation]);
  // `key` is the request the data answers; loading while it is not the current one. A prefetched
  // answer that has already arrived is the first state: the list paints in the screen's first frame.
  const [state, setState] = useState<{ key: string; data: ProjectList | null; error: string | null }>(() => {
    const arrived = takeArrivedList(listQuery({ text, status, customer, sort, page }));
    return { key: arrived ? key : '', data: arrived, error: null };
  });
  const answeredAtStart = useRef(state.key === key);
  const latest = useRef(0);
  useEffect(() => {
    if (answeredAtStart.current) {
      answeredAtStart.current = false;
      return;
    }
    const request = ++latest.current;
    const query = listQuery({ text, status, customer, sort, page });
    // After a reload (a clone, delete or status change here) a prefetched page may predate the change:
    // only the screen's first questions take one.
    ((generation === 0 ? takePrefetchedList(query) : null) ?? api.projects.list(query))
      .then((data) => {
        // Only the newest request may paint: answers can arrive out of order while typing.
        if (request === latest.current) setState({ key, data, error: null });
      })
      .catch((error: Error) => {
        if (request === latest.current) setState((s) => ({ ...s, key, error: error.message }));
      });
  }, [text, status, customer, sort, page, generation, key]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, error: state.error, loading: state.key !== key, reload };
}
