import { isApiError } from '../../../shared/errors/api-error';

/**
 * A refusal's field problems (the envelope's `data.fields`, in the user's language) on the form's
 * fields; what names none of them is the form's problem.
 */
export function refusalOnFields<F extends string>(
  error: unknown,
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  if (!isApiError(error)) return { byField, rest };
  for (const problem of error.fields ?? []) {
    const field = fields.find((f) => f === problem.field);
    if (field) byField[field] = problem.message;
    else rest.push(problem.message);
  }
  return { byField, rest };
}
