/** Only same-origin paths are followed after sign-in, so a crafted link cannot send users away. */
export function safeBackUrl(backUrl: string | null, fallback = '/'): string {
  if (!backUrl || !backUrl.startsWith('/') || backUrl.startsWith('//')) return fallback;
  if (backUrl.startsWith('/login')) return fallback;
  return backUrl;
}
