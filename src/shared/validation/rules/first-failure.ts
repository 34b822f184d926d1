import { z } from 'zod';

/** What a field shows: a translation key and the params it interpolates (the UI adds label). */
export interface RuleFailure {
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A rule is any schema; the shared ones report a key as their message. */
export type Rule = z.ZodType;

function failureOf(issue: z.core.$ZodIssue): RuleFailure {
  const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
  return { key: issue.message, params };
}

/**
 * Runs the rules in order and reports only the first failure, as the spec asks. Each rule is
 * parsed separately rather than chained in one schema, so a later rule never runs (and never
 * costs anything) once an earlier one has failed.
 */
export function firstFailure(value: unknown, rules: readonly Rule[]): RuleFailure | undefined {
  for (const rule of rules) {
    const parsed = rule.safeParse(value);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) return failureOf(issue);
  }
  return undefined;
}

/**
 * The same list as one schema, for use inside z.object: it yields at most one issue, carrying the
 * first failure's key and params. The value passes through untouched.
 */
export const fieldRules = (...rules: Rule[]) =>
  z.unknown().superRefine((value, ctx) => {
    const failure = firstFailure(value, rules);
    if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
  });
