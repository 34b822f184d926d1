import { firstFailure, type Rule, type RuleFailure } from './first-failure';

export type FieldRuleLists<F extends string> = Readonly<Partial<Record<F, readonly Rule[]>>>;

export type FieldFailures<F extends string> = Partial<Record<F, RuleFailure>>;

/**
 * Validates each field against its own rule list (a configuration-driven form builds these lists
 * from its field declarations) and keeps one failure per field. An empty result means valid.
 */
export function validateFields<F extends string>(
  rules: FieldRuleLists<F>,
  values: Readonly<Partial<Record<F, unknown>>>,
): FieldFailures<F> {
  const failures: FieldFailures<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const failure = firstFailure(values[field], rules[field] ?? []);
    if (failure) failures[field] = failure;
  }
  return failures;
}
