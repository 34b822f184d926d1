import { z } from 'zod';
import type { Language } from '../../src/shared/constants';
import { inputProblemText } from './input-problems';

export type InputPart = 'params' | 'query' | 'body' | 'header';

/** One problem of a request, for the message and for forms that mark fields. */
export interface FieldProblem {
  /** `loginName`, `items.0.amount`; other parts than the body are prefixed: `query.key`. */
  field: string;
  message: string;
}

const zodLocale = {
  'en-US': z.locales.en().localeError,
  'zh-CN': z.locales.zhCN().localeError,
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Parses with the endpoint's own schema; zod's messages come in the request's language. */
export function validateInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
  lang: Language,
): Parsed<z.output<S>> {
  const result = schema.safeParse(value, { error: zodLocale[lang] });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      field: fieldName(part, issue.path),
      // The shared primitives' problems arrive as ids (src/shared/validation/input/problems.ts).
      message: inputProblemText(issue.message, lang),
    })),
  };
}

function fieldName(part: InputPart, path: readonly PropertyKey[]): string {
  const inner = path.map(String).join('.');
  if (part === 'body') return inner === '' ? '(body)' : inner;
  return inner === '' ? part : `${part}.${inner}`;
}

export function describeProblems(problems: readonly FieldProblem[]): string {
  return problems.map((p) => `${p.field}: ${p.message}`).join('; ');
}
