import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import type {
  IntentionAction,
  IntentionRefusal,
  IntentionState,
} from '../../src/shared/org-info/intention-lifecycle';
import type { IntentionProblem } from '../../src/shared/org-info/intention-rules';
import { BusinessError } from '../http/business-error';
import type { MessageId } from '../http/messages';
import { ACTION_NAMES, fill, OTHER_TEXTS, PROBLEM_TEXTS, STATE_NAMES } from './intention-texts';

type Words = (lang: Language) => string;

/**
 * A refusal about named fields: the envelope's `data.fields` carries each field's text in the
 * request's language, so the form marks the field; the message says the same.
 */
function refused(
  code: number,
  messageId: MessageId,
  lang: Language,
  problems: readonly { field: string; words: Words }[],
): BusinessError {
  const detail = (l: Language) => problems.map((p) => `${p.field}: ${p.words(l)}`).join('; ');
  return new BusinessError(code, messageId, (l) => ({ detail: detail(l) }), {
    fields: problems.map((p) => ({ field: p.field, message: p.words(lang) })),
  });
}

/** 400: the shared rules' problems on their fields. */
export function problemsRefused(
  problems: Partial<Record<string, IntentionProblem>>,
  lang: Language,
): BusinessError {
  const list = Object.entries(problems).flatMap(([field, problem]) =>
    problem ? [{ field, words: (l: Language) => PROBLEM_TEXTS[problem][l] }] : [],
  );
  return refused(ResultCode.badRequest, 'badRequest', lang, list);
}

/** 400 on one field with one of OTHER_TEXTS. */
export function fieldRefused(
  field: string,
  text: keyof typeof OTHER_TEXTS,
  vars: Readonly<Record<string, string>>,
  lang: Language,
): BusinessError {
  return refused(ResultCode.badRequest, 'badRequest', lang, [
    { field, words: (l) => fill(OTHER_TEXTS[text][l], vars) },
  ]);
}

/** An intention the caller may not see answers as one that does not exist (no probing). */
export const unknownIntention = (id: string, lang: Language) =>
  fieldRefused('id', 'unknownIntention', { id }, lang);

/**
 * The lifecycle's refusal: 403 for the wrong party, 409 for the wrong state or an expired price,
 * naming the intention, its state and the step in the caller's language.
 */
export function stepRefused(
  refusal: IntentionRefusal,
  intention: { id: string; state: IntentionState; validUntil: string | null },
  action: IntentionAction,
  lang: Language,
): BusinessError {
  const vars = (l: Language) => ({
    id: intention.id,
    state: STATE_NAMES[intention.state][l],
    action: ACTION_NAMES[action][l][0],
    actionDone: ACTION_NAMES[action][l][1],
    validUntil: intention.validUntil ?? '',
  });
  const words = (l: Language) => fill(OTHER_TEXTS[refusal][l], vars(l));
  if (refusal === 'wrongParty') {
    return refused(ResultCode.forbidden, 'forbidden', lang, [{ field: 'id', words }]);
  }
  return refused(ResultCode.conflict, 'badRequest', lang, [
    { field: refusal === 'priceExpired' ? 'validUntil' : 'id', words },
  ]);
}
