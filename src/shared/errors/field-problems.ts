import type { ApiFieldProblem } from './api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The well-formed entries of a refusal's field list (`data.fields` of the validation envelope, or
 * the list an outbox record kept), each copied to plain data; undefined when none is usable. An
 * entry without a string field and message is dropped rather than trusted: the message parsing
 * still covers what it says.
 */
export function fieldProblemsOf(list: unknown): ApiFieldProblem[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const kept = list.flatMap((entry): ApiFieldProblem[] => {
    if (!isRecord(entry)) return [];
    const { field, message, key, params } = entry;
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    return [
      {
        field,
        message,
        ...(typeof key === 'string' ? { key } : {}),
        ...(isRecord(params) ? { params: { ...params } } : {}),
      },
    ];
  });
  return kept.length > 0 ? kept : undefined;
}
