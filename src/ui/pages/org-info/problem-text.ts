import type { TFunction } from 'i18next';
import type { IntentionProblem } from '../../../shared/org-info/intention-rules';
import {
  FIXED_RATE_MAX,
  SPREAD_MAX,
  TENOR_DAYS,
  VALIDITY_MAX_DAYS,
} from '../../../shared/org-info/intention-rules';

/** A shared rule's problem in the user's language, with the bound it names. */
export function problemText(
  t: TFunction,
  problem: IntentionProblem | undefined,
): string | undefined {
  if (!problem) return undefined;
  const max: Partial<Record<IntentionProblem, number>> = {
    rateRange: FIXED_RATE_MAX,
    spreadRange: SPREAD_MAX,
    dateTooFar: VALIDITY_MAX_DAYS,
  };
  return t(`org_info.problem.${problem}`, {
    min: TENOR_DAYS.min,
    max: problem === 'tenorRange' ? TENOR_DAYS.max : (max[problem] ?? 0),
  });
}
