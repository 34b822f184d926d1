import type { TFunction } from 'i18next';
import { en as codes } from './sections/codes';
import { translateKey } from '../core/error-text';

export type CodeGroup = keyof typeof codes;

/**
 * The label of a code the server sent (a user's role) in the UI language. A code the
 * portal does not know yet is shown as sent rather than hidden.
 */
export function codeLabel(t: TFunction, group: CodeGroup, code: string): string {
  return Object.hasOwn(codes[group], code) ? translateKey(t, `codes.${group}.${code}`, code) : code;
}
