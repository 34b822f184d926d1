import { useEffect, useState } from 'react';
import { useCore } from '../../core/use-core';

type Rec = Record<string, unknown>;

export type RecordLoad =
  | { status: 'loading' }
  | { status: 'done'; record: Rec | null }
  | { status: 'error'; error: unknown };

/**
 * One record of a declared page from the worker (null when the company has none). The answer
 * remembers which record it is for, so another id shows loading without a reset.
 */
export function useRecord(pageId: string, id: string): RecordLoad {
  const core = useCore();
  const key = `${pageId}:${id}`;
  const [answer, setAnswer] = useState<{ key: string; load: RecordLoad } | null>(null);

  useEffect(() => {
    let live = true;
    core.pages.record(pageId, id).then(
      (record) => live && setAnswer({ key, load: { status: 'done', record } }),
      (error: unknown) => live && setAnswer({ key, load: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [core, key, pageId, id]);

  return answer?.key === key ? answer.load : { status: 'loading' };
}
