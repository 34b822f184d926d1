import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { BusinessError } from '../http/business-error';
import { detailText } from '../http/messages';

export type Texts = Readonly<Record<Language, string>>;

/**
 * Code 400 about one field of the company form, with the validation envelope's `data.fields`
 * entry so the form shows it under that field (docs/form-config.md "Saving").
 */
export function fieldProblem(field: string, problem: Texts, lang: Language): BusinessError {
  const text = (l: Language) => detailText('formFieldProblem', l, { field, problem: problem[l] });
  return new BusinessError(
    ResultCode.badRequest,
    'badRequest',
    (answerLang) => ({ detail: text(answerLang) }),
    { fields: [{ field, message: text(lang) }] },
  );
}
