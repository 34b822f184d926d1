import { sqlLower } from './sql-text';

/**
 * SQL LIKE with `%` as the only wildcard, over text already lower-cased by `sqlLower`. The pattern is split
 * once into literal segments so a match is a few indexOf calls, no RegExp per value.
 */
export type LikeMatcher = (lowerText: string) => boolean;

export function compileLike(pattern: string): LikeMatcher {
  const parts = sqlLower(pattern).split('%');
  if (parts.length === 1) {
    const whole = parts[0] as string;
    return (text) => text === whole;
  }
  const prefix = parts[0] as string;
  const suffix = parts[parts.length - 1] as string;
  const middle = parts.slice(1, -1).filter((part) => part !== '');
  const minLength = prefix.length + suffix.length;
  // The shapes list filters use most, as straight-line code (this runs once per distinct value).
  if (prefix === '' && suffix === '') {
    if (middle.length === 0) return () => true;
    const [a, b] = middle as [string, string | undefined];
    if (middle.length === 1) return (text) => text.includes(a);
    if (middle.length === 2 && b !== undefined) {
      return (text) => {
        const at = text.indexOf(a);
        return at >= 0 && text.indexOf(b, at + a.length) >= 0;
      };
    }
  }
  return (text) => {
    if (text.length < minLength) return false;
    if (prefix !== '' && !text.startsWith(prefix)) return false;
    let position = prefix.length;
    for (const part of middle) {
      const found = text.indexOf(part, position);
      if (found < 0) return false;
      position = found + part.length;
    }
    // The suffix must not overlap what the prefix and middle segments already used.
    return suffix === '' || (text.length - suffix.length >= position && text.endsWith(suffix));
  };
}

/**
 * The literal segments of a "contains" pattern (`%a%`, `%a%b%`, …: leading and trailing `%`,
 * at least one non-empty segment), lower-cased; null for every other shape.
 */
export function containsSegments(pattern: string): string[] | null {
  const parts = sqlLower(pattern).split('%');
  if (parts.length < 3 || parts[0] !== '' || parts[parts.length - 1] !== '') return null;
  const middle = parts.slice(1, -1).filter((part) => part !== '');
  return middle.length > 0 ? middle : null;
}
