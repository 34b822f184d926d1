import type { Language } from '../../src/shared/constants';
import { ResultCode } from '../../src/api/contract/envelope';
import { detailText, type DetailId, type MessageId, type MessageVars } from './messages';

/**
 * A final, expected rejection (wrong password, bad input, forbidden). Handlers throw it; the
 * route turns it into an envelope, and a command stores it as its answer. Anything else thrown
 * is a server failure (HTTP 500, nothing stored).
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    readonly messageId: MessageId,
    /** Filled in the request's language when the answer is written. */
    readonly vars: (lang: Language) => MessageVars = () => ({}),
    readonly data: unknown = null,
  ) {
    super(`${messageId} (${code})`);
    this.name = 'BusinessError';
  }

  /**
   * Code 400 about one field, with the validation envelope's `data.fields` entry so a form
   * marks that field itself instead of reading its label out of the message.
   */
  static onField(detail: DetailId, field: string, lang: Language): BusinessError {
    const vars = { field };
    const message = detailText(detail, lang, vars);
    return new BusinessError(
      ResultCode.badRequest,
      'badRequest',
      (answerLang) => ({ detail: detailText(detail, answerLang, vars) }),
      { fields: [{ field, message }] },
    );
  }

  /** Code 400 naming the field and its problem. */
  static badRequest(detail: DetailId, detailVars: MessageVars = {}): BusinessError {
    return new BusinessError(ResultCode.badRequest, 'badRequest', (lang) => ({
      detail: detailText(detail, lang, detailVars),
    }));
  }
}
