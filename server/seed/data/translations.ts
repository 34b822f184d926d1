/**
 * Server-side translation records of the `portal` namespace (flat key → text maps). The client
 * merges them over its bundled texts, so any key here would change what every page shows; they
 * hold one key no page uses, enough to show the records exist and round-trip, and nothing that
 * changes visible texts (or the browser tests that read them).
 */
export const TRANSLATIONS: readonly {
  langKey: 'en-US' | 'zh-CN';
  namespace: string;
  value: Record<string, string>;
}[] = [
  {
    langKey: 'en-US',
    namespace: 'portal',
    value: { 'portal.server_note': 'Texts saved on the server override the bundled ones.' },
  },
  {
    langKey: 'zh-CN',
    namespace: 'portal',
    value: { 'portal.server_note': '服务器上保存的文本优先于内置文本。' },
  },
];
