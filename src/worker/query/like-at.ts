import { sqlLower } from './sql-text';

/**
 * The same LIKE as `compileLike` (like.ts: `%` the only wildcard, over text lower-cased by
 * `sqlLower`), tested on one entry of the joined lower-case dictionary (joined-like.ts): the
 * code units `text[start, end)`. It reads the joined string directly, one flat string, where
 * `compileLike` reads an entry's own string: for a few thousand scattered entries of a million
 * (the rows a date and two enums leave) that spares a pointer chase per entry, which is most
 * of the cost. Every search is bounded by `end`, so nothing past the entry is read.
 */
export type LikeAt = (text: string, start: number, end: number) => boolean;

/** Where `part` starts in `text[from, end)`, leftmost, or -1. */
function find(text: string, part: string, from: number, end: number): number {
  const m = part.length;
  const first = part.charCodeAt(0);
  for (let i = from; i + m <= end; i++) {
    if (text.charCodeAt(i) !== first) continue;
    let j = 1;
    while (j < m && text.charCodeAt(i + j) === part.charCodeAt(j)) j++;
    if (j === m) return i;
  }
  return -1;
}

function startsAt(text: string, part: string, at: number): boolean {
  for (let j = 0; j < part.length; j++) {
    if (text.charCodeAt(at + j) !== part.charCodeAt(j)) return false;
  }
  return true;
}

export function compileLikeAt(pattern: string): LikeAt {
  const parts = sqlLower(pattern).split('%');
  if (parts.length === 1) {
    const whole = parts[0] as string;
    return (text, start, end) => end - start === whole.length && startsAt(text, whole, start);
  }
  const prefix = parts[0] as string;
  const suffix = parts[parts.length - 1] as string;
  const middle = parts.slice(1, -1).filter((part) => part !== '');
  const minLength = prefix.length + suffix.length;
  return (text, start, end) => {
    if (end - start < minLength) return false;
    if (!startsAt(text, prefix, start)) return false;
    let position = start + prefix.length;
    for (let k = 0; k < middle.length; k++) {
      const part = middle[k] as string;
      const found = find(text, part, position, end);
      if (found < 0) return false;
      position = found + part.length;
    }
    // The suffix must not overlap what the prefix and middle segments already used.
    return end - suffix.length >= position && startsAt(text, suffix, end - suffix.length);
  };
}
