/**
 * A record is identified by its language and namespace (there is one per pair), so the id is
 * derived from them: stable across re-seeds and the same on every server.
 */
export function localeRecordId(langKey: string, namespace: string): string {
  return `${langKey}:${namespace}`;
}
