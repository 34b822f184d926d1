import { isDangerousKey } from '../../../src/shared/i18n/text-keys';
import { BusinessError } from '../../http/business-error';
import { CATALOGUE_KEYS } from './catalogue-keys';

/** The longest text one key may hold (the longest bundled text is a few hundred characters). */
export const MAX_TEXT_CHARS = 2000;

/**
 * C0 and C1 controls (tabs and newlines included: no text of ours is laid out with them) and the
 * bidirectional overrides and isolates that reorder what a reader sees.
 */
function hasControl(text: string): boolean {
  for (const char of text) {
    const c = char.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

// A tag, comment or declaration opening: texts are rendered as text, and must stay plain.
const MARKUP = /<\s*[a-z!/?]/i;

/**
 * The `value` of a translations save: JSON text of a flat key → text map whose keys are texts of
 * the portal's catalogue and whose values are plain text of bounded length. Rejections name the
 * field as `value.<key>`.
 */
export function parseTextMap(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw BusinessError.badRequest('notJsonText', { field: 'value' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw BusinessError.badRequest('notTextMap', { field: 'value' });
  }
  // JSON.parse makes `__proto__` an own property, so entries list it like any other key.
  const entries = Object.entries(parsed);
  for (const [key] of entries) {
    const field = `value.${key}`;
    if (isDangerousKey(key))
      throw BusinessError.badRequest('translationKeyReserved', { field, key });
    if (!CATALOGUE_KEYS.has(key))
      throw BusinessError.badRequest('translationKeyUnknown', { field, key });
  }
  const map: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of entries) {
    const field = `value.${key}`;
    if (typeof value !== 'string') throw BusinessError.badRequest('notTextMap', { field: 'value' });
    if (value.length > MAX_TEXT_CHARS) {
      throw BusinessError.badRequest('translationTextTooLong', { field, max: MAX_TEXT_CHARS });
    }
    if (hasControl(value)) throw BusinessError.badRequest('translationTextControl', { field });
    if (MARKUP.test(value)) throw BusinessError.badRequest('translationTextMarkup', { field });
    map[key] = value;
  }
  return map;
}
