/**
 * Key segments that name an object's machinery rather than a text. A translation key containing
 * one is never a text of ours, and writing it into a plain object would reach Object.prototype.
 */
const DANGEROUS_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a dotted translation key has a segment that could reach an object's prototype. */
export function isDangerousKey(key: string): boolean {
  return key.split('.').some((segment) => DANGEROUS_SEGMENTS.has(segment));
}

/** Every text of a translation tree as a flat dotted key (`common.error.forbidden`). */
export function flattenTextKeys(tree: object, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.push(key);
    else if (typeof value === 'object' && value !== null) keys.push(...flattenTextKeys(value, key));
  }
  return keys;
}
