import { useEffect, useRef, useState } from 'react';
import type { CheckAnswer } from '../../../api/endpoints/company-edit/company-checks';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import {
  createDebouncedSearch,
  type DebouncedSearch,
} from '../../../shared/search/debounce-search';

/**
 * A server check of one field as the user types (spec 000 §5 checkCompName / checkBizRegNo): it
 * waits for a pause, keeps only the answer to the last text, and reports the answer's problem
 * for the field's message. A failed check says nothing (the server checks again on save).
 */
export function useLiveCheck(check: (text: string) => Promise<CheckAnswer>) {
  const [problem, setProblem] = useState<CheckAnswer['problem']>(null);
  const [checking, setChecking] = useState(false);
  const checkRef = useRef(check);
  const scheduler = useRef<DebouncedSearch | null>(null);

  useEffect(() => {
    checkRef.current = check;
  }, [check]);

  useEffect(() => {
    const created = createDebouncedSearch<CheckAnswer>({
      delayMs: SEARCH_DEBOUNCE_MS,
      search: (text) => checkRef.current(text),
      onResult: (answer) => {
        setChecking(false);
        setProblem(answer.problem);
      },
      onError: () => {
        setChecking(false);
        setProblem(null);
      },
    });
    scheduler.current = created;
    return () => created.cancel();
  }, []);

  return {
    problem,
    checking,
    /** A new text: the old answer no longer applies; ask again after the pause. */
    type(text: string) {
      setProblem(null);
      setChecking(true);
      scheduler.current?.type(text);
    },
    /** Back to the value on file: nothing to check. */
    clear() {
      scheduler.current?.cancel();
      setChecking(false);
      setProblem(null);
    },
  };
}
