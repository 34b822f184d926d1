/** Everything that makes one user's answer differ from another's for the same URL. */
export interface RequestIdentity {
  token: string | null;
  language: string;
  companyRole: string | null;
}

/**
 * The persistent cache key never holds the token itself (it lands in IndexedDB), only a digest of
 * it, so that answers are kept apart per user without storing a credential twice.
 */
export function getCacheKey(
  method: string,
  url: string,
  identity: RequestIdentity,
  tokenDigest: string,
): string {
  return JSON.stringify([method, url, identity.language, identity.companyRole ?? '', tokenDigest]);
}

/** In-memory only, so the token may take part as it is. */
export function dedupeKey(
  method: string,
  url: string,
  body: string | undefined,
  identity: RequestIdentity,
  behaviour: { silent: boolean; validate: boolean },
): string {
  return JSON.stringify([
    method,
    url,
    body ?? '',
    identity.token ?? '',
    identity.language,
    identity.companyRole ?? '',
    // Callers that differ in these would see different side effects from one shared request.
    behaviour.silent,
    behaviour.validate,
  ]);
}
