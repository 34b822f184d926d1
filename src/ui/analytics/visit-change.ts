/**
 * Whether a navigation starts a new page visit. Only a new path does: search-list pages keep
 * their filters, sort and page in the query string and rewrite it as the user types, and each
 * keystroke is not a visit of its own (it would cut one stay into many short ones).
 */
export function startsNewVisit(previousPath: string | null, next: { pathname: string }): boolean {
  return previousPath !== next.pathname;
}
