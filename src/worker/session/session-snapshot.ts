import type { UserInfo } from '../../api/endpoints/session/user-info';
import type { Permission } from '../../api/endpoints/session/permission-menus';
import type { CompanyDetail } from '../../api/endpoints/company/company-detail';
import type { DictEntry } from '../../api/endpoints/company/dict-list';
import type { Area } from '../../api/endpoints/company/area-list';
import type { Authority } from '../../shared/permissions/authority';
import type { UiCompanyRole } from './company-role';

/** The signed-in user's principal, as the spec lists it. */
export interface Principal {
  user: Pick<
    UserInfo,
    | 'userName'
    | 'cname'
    | 'email'
    | 'companyId'
    | 'companyName'
    | 'language'
    | 'userCode'
    | 'userRoles'
    | 'companyRole'
  > & { username: string };
  roles: UserInfo['roles'];
  authorities: UserInfo['authorities'];
}

/** What the UI mirrors of the session: small reference data only, never big tables. */
export interface SessionSnapshot {
  userId: string;
  principal: Principal;
  companyRole: UiCompanyRole;
  /** DBS_POOL_FACTORING, {PRODUCT}_POOL_FACTORING or '' (also when the call failed). */
  poolMode: string;
  permissions: Permission[];
  /** What the user may open, resolved from the menus, the pool mode and the always-allowed routes. */
  authority: Authority;
  company: CompanyDetail | null;
  dictionaries: DictEntry[];
  countries: Area[];
  timeZone: string;
  timeFormat: string;
  /** When the bootstrap data was fetched; an offline start shows the last one. */
  loadedAt: number;
}
