/**
 * Addresses are compared segment by segment and without regard to case, the way react-router
 * matches them: `/HOME/` and `/home` are one page, and `/payment` never covers `/paymentX`.
 */
export function pathSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

/** `''`, `/` and `//` are all the root; a trailing slash is dropped. */
export function normalizePath(path: string): string {
  return `/${pathSegments(path).join('/')}`;
}

export function sameSegment(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function samePath(a: string, b: string): boolean {
  const left = pathSegments(a);
  const right = pathSegments(b);
  return (
    left.length === right.length && left.every((segment, i) => sameSegment(segment, right[i] ?? ''))
  );
}

/**
 * True when `path` is `prefix` or lies under it. The root is nobody's prefix: a grant that
 * resolved to nothing must not open every page.
 */
export function isUnderPrefix(path: string, prefix: string): boolean {
  const target = pathSegments(path);
  const head = pathSegments(prefix);
  if (head.length === 0 || head.length > target.length) return false;
  return head.every((segment, i) => sameSegment(segment, target[i] ?? ''));
}
