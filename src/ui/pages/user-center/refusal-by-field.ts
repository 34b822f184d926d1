import type { ApiFieldProblem } from '../../../shared/errors/api-error';
import { refusalProblems, type LabelledName } from '../../../shared/form-config/server-problems';

export interface Refusal<F extends string> {
  /** The server's own text for each field it names. */
  byField: Partial<Record<F, string>>;
  /** What names no field of the form: said once in the action bar. */
  form: string | null;
}

/** Puts a refusal on the fields of a user-centre form, one text a field. */
export function refusalByField<F extends string>(
  shown: readonly (LabelledName & { name: F })[],
  text: string,
  fields: readonly ApiFieldProblem[] | undefined,
): Refusal<F> {
  const problems = refusalProblems({ text, fields }, shown);
  const byField: Partial<Record<F, string>> = {};
  for (const { name } of shown) {
    const message = problems.fields[name]?.params.message;
    if (typeof message === 'string') byField[name] = message;
  }
  return { byField, form: problems.form };
}
