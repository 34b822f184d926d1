import type { SessionSnapshot } from '../../worker/session/session-snapshot';

/**
 * The signed-in company's name in the UI language. userInfo's companyName is spelt in the
 * language of the request that fetched it (the sign-in), so it would stay in that language after
 * a switch; the company detail of the same snapshot carries both names.
 */
export function companyNameIn(snapshot: SessionSnapshot, language: string): string {
  const base = snapshot.company?.companyBaseInfo;
  if (!base) return snapshot.principal.user.companyName;
  const name = language === 'zh-CN' ? base.name : base.nameEn;
  return name.trim() ? name : snapshot.principal.user.companyName;
}
