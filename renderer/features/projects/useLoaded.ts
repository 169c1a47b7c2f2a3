import { useEffect, useEffectEvent, useState } from 'react';

/**
 * What the server gives for `key` (a project's log, its versions): fetched when the key changes and
 * again on `reload`, with the last failure's message. A null key fetches nothing (no saved project).
 */
export function useLoaded<T>(key: string | null, fetch: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  const load = useEffectEvent(() => {
    fetch()
      .then((value) => {
        setData(value);
        setError(null);
      })
      .catch((caught: Error) => setError(caught.message));
  });
  useEffect(() => {
    if (key !== null) load();
  }, [key, asked]);
  return { data, error, reload: () => setAsked((n) => n + 1) };
}
