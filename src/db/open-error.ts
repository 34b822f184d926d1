import type { StorageState } from '../shared/events';

export type Unavailable = Extract<StorageState, { status: 'unavailable' }>;

/** Dexie wraps the DOMException in `inner`; newer code paths use `cause`. Look at the whole chain. */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { name, inner, cause } = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.push(name);
    e = inner ?? cause;
  }
  return names;
}

function messageOf(error: unknown): string {
  if (
    error instanceof Error ||
    (typeof error === 'object' && error !== null && 'message' in error)
  ) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`;
  }
  return String(error);
}

/** Turns whatever `db.open()` threw into the state the worker reports to the UI. */
export function classifyOpenError(error: unknown): Unavailable {
  const names = namesOf(error);
  const detail = messageOf(error);
  if (names.includes('QuotaExceededError'))
    return { status: 'unavailable', reason: 'quota', detail };
  // MissingAPIError: no indexedDB at all. InvalidStateError at open is what older Firefox
  // private windows answer: the API is there but refuses to store anything.
  if (names.includes('MissingAPIError') || names.includes('InvalidStateError')) {
    return { status: 'unavailable', reason: 'missing', detail };
  }
  return { status: 'unavailable', reason: 'error', detail };
}
