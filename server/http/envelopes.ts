import { ResultCode, type Envelope } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import type { BusinessError } from './business-error';
import { messageKeyOf, messageText, type MessageId, type MessageVars } from './messages';
import { describeProblems, type FieldProblem } from './validate-input';

export const SUCCESS_MESSAGE = 'success';

export function successEnvelope(data: unknown): Envelope {
  return { code: ResultCode.success, message: SUCCESS_MESSAGE, data: data ?? null };
}

export function failureEnvelope(
  code: number,
  id: MessageId,
  lang: Language,
  vars: MessageVars = {},
  data: unknown = null,
): Envelope {
  return { code, message: messageText(id, lang, vars), messageKey: messageKeyOf(id), data };
}

export function businessEnvelope(error: BusinessError, lang: Language): Envelope {
  return failureEnvelope(error.code, error.messageId, lang, error.vars(lang), error.data);
}

/** Code 400 listing every problem; `data.fields` lets a form mark the fields. */
export function invalidInputEnvelope(problems: readonly FieldProblem[], lang: Language): Envelope {
  return failureEnvelope(
    ResultCode.badRequest,
    'badRequest',
    lang,
    { detail: describeProblems(problems) },
    { fields: problems },
  );
}
