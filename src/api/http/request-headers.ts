export interface RequestHeaderParts {
  appId: string;
  token: string | null;
  language: string;
  companyRole: string | null;
  accept: string;
  /** Set only when a body is sent; multipart leaves it out so the boundary is filled in. */
  contentType?: string;
  extra?: Record<string, string>;
}

/** Header names are the documented ones (spec 7): appId, token, x-language, companyRole. */
export function buildRequestHeaders(parts: RequestHeaderParts): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: parts.accept,
    appId: parts.appId,
    'x-language': parts.language,
  };
  if (parts.token) headers.token = parts.token;
  if (parts.companyRole) headers.companyRole = parts.companyRole;
  if (parts.contentType) headers['Content-Type'] = parts.contentType;
  return { ...headers, ...parts.extra };
}
