const ROLE_IN_QUERY = /[?&]__role=([^&#]*)/;

/**
 * The login page's `backUrl` remembers where the user was, including a `__role` the address
 * asked for (spec 6). Requests made from there carry that role so that the server answers for
 * the company role the user is about to land in.
 *
 * `search` is a location search string (`?backUrl=...`), with or without the leading `?`.
 */
export function companyRoleFromBackUrl(search: string): string | null {
  const backUrl = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(
    'backUrl',
  );
  if (!backUrl) return null;
  return roleIn(backUrl) ?? roleIn(decodeOnce(backUrl));
}

function roleIn(url: string): string | null {
  const match = ROLE_IN_QUERY.exec(url);
  if (!match?.[1]) return null;
  const role = decodeOnce(match[1].replace(/\+/g, ' ')).trim();
  return role === '' ? null : role;
}

/** Some pages encode the backUrl twice; a malformed escape is kept as it is rather than thrown. */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
