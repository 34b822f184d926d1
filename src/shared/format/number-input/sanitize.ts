import { allowsNegative, type NumberInputOptions } from './options';

/**
 * Full-width digits, dot and minus, and the ideographic full stop, become ASCII: a Chinese input
 * method types these, and they mean the same keys.
 */
function toAscii(text: string): string {
  return text
    .replace(/[０-９．－]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/。/g, '.');
}

/**
 * What the input keeps while the user types: digits, the first dot, and a minus only as the first
 * character and only when negatives are allowed. Everything else (separators, letters, a second
 * dot) is dropped, not treated as the end of the number, so '1.2.3' keeps '1.23'. Decimals stop at
 * the decimal length and the whole text at the maximum length. Blur does the rest (see commit).
 */
export function sanitizeTyped(typed: string, options: NumberInputOptions): string {
  const negatives = allowsNegative(options);
  let out = '';
  let fractionDigits = -1;
  for (const char of toAscii(typed)) {
    if (char >= '0' && char <= '9') {
      if (fractionDigits >= options.decimalLength) continue;
      out += char;
      if (fractionDigits >= 0) fractionDigits += 1;
    } else if (char === '.' && fractionDigits < 0) {
      out += char;
      fractionDigits = 0;
    } else if (char === '-' && out === '' && negatives) {
      out = '-';
    }
  }
  return out.slice(0, options.maxLength);
}
