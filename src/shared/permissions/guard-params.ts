/**
 * Query parameters the navigation guard reads. The spec names the ideas, not the spelling; these
 * are ours and are listed in docs/guard.md. A parameter counts only when it has a value.
 */
export const GUARD_PARAMS = {
  /** A preview visitor's token; stored locally and taken out of the address. */
  exhibitionToken: 'exhibitionToken',
  /** A notice visitor's token; it stays in the address because the notice pages send it on. */
  notice: 'notice',
  /** A login token handed over by a link; stored locally and taken out of the address. */
  guidance: 'guidance',
  /** The news item a link points at; with guidance it lands a COMPANY user as SUPPLIER. */
  news: 'news',
  /** Asks for a company-role switch. */
  role: '__role',
  /** Where the login page sends the user back to. */
  backUrl: 'backUrl',
} as const;
