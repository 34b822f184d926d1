import { z } from 'zod';
import { numberOf } from './rule-value';
import { ruleKeys } from './rule-keys';

/*
 * Bound rules compare numbers only: an empty or non-numeric value passes, because the required
 * and format rules before them in the list already speak for it. The limit travels as a param so
 * the message can name it; the UI adds the label.
 */

/** Fails when the value is greater than the limit (common.number.checkMax). */
export const maxRule = (limit: number) =>
  z.unknown().refine(
    (value) => {
      const number = numberOf(value);
      return number === undefined || number <= limit;
    },
    { error: ruleKeys.max, params: { limit } },
  );

/** Fails when the value is less than or equal to the limit (common.number.checkMinNoEquals). */
export const minExclusiveRule = (limit: number) =>
  z.unknown().refine(
    (value) => {
      const number = numberOf(value);
      return number === undefined || number > limit;
    },
    { error: ruleKeys.minExclusive, params: { limit } },
  );
