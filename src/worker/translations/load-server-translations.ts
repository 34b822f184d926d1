import type { HttpClient } from '../../api/http/client';
import { internationalList } from '../../api/endpoints/translations/international-list';

export const PORTAL_NAMESPACE = 'portal';

/**
 * The server's texts for one language, as one flat key → text map to merge over the bundled
 * resources. A record whose value is not a JSON object of strings is skipped, not fatal: the
 * bundled texts still stand.
 */
export async function loadServerTranslations(
  http: HttpClient,
  language: string,
): Promise<Record<string, string>> {
  const records = await http.call(
    internationalList,
    { body: { langKey: language, namespace: PORTAL_NAMESPACE } },
    { silent: true },
  );
  // No prototype: a stored key such as `__proto__` stays a plain (ignored) entry.
  const merged: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const record of records) {
    if (record.langKey !== language) continue;
    try {
      const parsed: unknown = JSON.parse(record.value);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) continue;
      for (const [key, text] of Object.entries(parsed)) {
        if (typeof text === 'string') merged[key] = text;
      }
    } catch {
      // A malformed record is ignored; see above.
    }
  }
  return merged;
}
