import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { BusinessError } from '../http/business-error';

/**
 * A 400 naming one field, with the server's own text of the realname area (the shared catalogue
 * is not this area's): the form marks the field from `data.fields`, and the message says it too.
 */
export function realnameFieldRefusal(
  field: string,
  text: Readonly<Record<Language, string>>,
  lang: Language,
): BusinessError {
  return new BusinessError(
    ResultCode.badRequest,
    'badRequest',
    (answerLang) => ({ detail: text[answerLang] }),
    { fields: [{ field, message: text[lang] }] },
  );
}
