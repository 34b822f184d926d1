/**
 * The LIKE pattern of what the user typed: plain text matches anywhere (`%text%`); text with
 * its own `%` is taken as the user's pattern. Case is the engine's business (it ignores it).
 */
export function likePattern(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  return text.includes('%') ? text : `%${text}%`;
}
