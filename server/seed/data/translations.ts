/** Server-side translation overrides of the `portal` namespace (flat key → text maps). */
export const TRANSLATIONS: readonly {
  langKey: 'en-US' | 'zh-CN';
  namespace: string;
  value: Record<string, string>;
}[] = [
  {
    langKey: 'en-US',
    namespace: 'portal',
    value: {
      'portal.banner.welcome': 'Welcome to the supply-chain finance portal',
      'portal.banner.maintenance': 'Scheduled maintenance: Sunday 02:00–04:00 (UTC+8)',
      'portal.footer.support': 'Need help? Contact support@scf-portal.example',
    },
  },
  {
    langKey: 'zh-CN',
    namespace: 'portal',
    value: {
      'portal.banner.welcome': '欢迎使用供应链金融门户',
      'portal.banner.maintenance': '计划维护：周日 02:00–04:00（UTC+8）',
      'portal.footer.support': '需要帮助？请联系 support@scf-portal.example',
    },
  },
];
