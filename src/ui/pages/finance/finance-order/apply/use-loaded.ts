import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; error: unknown };

/** The answer of one read for `key`; a new key shows loading, and a stale answer is dropped. */
export function useLoaded<T>(key: string | null, read: () => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<{ key: string; load: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    read().then(
      (value) => live && setAnswer({ key, load: { status: 'done', value } }),
      (error: unknown) => live && setAnswer({ key, load: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
    // `read` is a fresh closure each render; the key says when it asks something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.load : { status: 'loading' };
}
