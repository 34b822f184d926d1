import { z } from 'zod';
import { isBlank, textOf } from './rule-value';
import type { RuleKey } from './rule-keys';

/**
 * A format rule: passes empty values (the required rule speaks for those), otherwise the trimmed
 * text must satisfy `accepts`. It only judges; the value is never rewritten, so bad input keeps
 * what was typed.
 */
export const formatRule = (key: RuleKey, accepts: (text: string) => boolean) =>
  z.unknown().refine(
    (value) => {
      if (isBlank(value)) return true;
      const text = textOf(value);
      return text !== undefined && accepts(text);
    },
    { error: key },
  );

export const patternRule = (key: RuleKey, pattern: RegExp) =>
  formatRule(key, (text) => pattern.test(text));
