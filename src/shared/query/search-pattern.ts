/**
 * The LIKE pattern of a search box: what the user typed, trimmed, found anywhere (`%text%`),
 * with a `%` the user typed a wildcard inside it (`INV%1`: contains `inv`, later `1`). The worker's
 * engine and the server's SQL take the same pattern, so a local answer is the server's answer
 * (docs/query-engine.md, "Same answers as SQL"). Case is each engine's business (both ignore it);
 * null for blank text, which filters nothing.
 */
export function searchPattern(typed: string): string | null {
  const text = typed.trim();
  return text === '' ? null : `%${text}%`;
}
