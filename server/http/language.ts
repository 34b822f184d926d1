import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/constants';

/**
 * The language of answers from the `x-language` header. Anything Chinese (`zh-CN`, `zh`, `zh_CN`,
 * any case) is zh-CN; everything else, including no header, is the documented default en-US.
 */
export function requestLanguage(header: string | undefined | null): Language {
  return header && /^zh([-_]|$)/i.test(header.trim()) ? 'zh-CN' : DEFAULT_LANGUAGE;
}
