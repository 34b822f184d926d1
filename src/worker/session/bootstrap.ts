import type { HttpClient } from '../../api/http/client';
import { companyBusinessType } from '../../api/endpoints/session/company-business-type';
import { userInfo } from '../../api/endpoints/session/user-info';
import { permissionMenus } from '../../api/endpoints/session/permission-menus';
import { companyDetail } from '../../api/endpoints/company/company-detail';
import { dictList } from '../../api/endpoints/company/dict-list';
import { areaList } from '../../api/endpoints/company/area-list';
import { buildAuthority } from '../../shared/permissions/authority';
import { uiCompanyRole } from './company-role';
import type { SessionSnapshot } from './session-snapshot';

export type BootstrapProgress = (done: number, total: number) => void;

export interface BootstrapOptions {
  productCode: string;
  signal?: AbortSignal;
  onProgress?: BootstrapProgress;
  now?: () => number;
}

/**
 * The six session calls, run together. Only the business-type call may fail (it then gives an
 * empty pool mode); any other failure fails the bootstrap.
 */
export async function bootstrapSession(
  http: HttpClient,
  { productCode, signal, onProgress = () => undefined, now = Date.now }: BootstrapOptions,
): Promise<SessionSnapshot> {
  const total = 6;
  let done = 0;
  const tick = <T>(p: Promise<T>): Promise<T> =>
    p.then((v) => {
      onProgress(++done, total);
      return v;
    });
  const options = signal ? { signal } : {};
  const [businessType, user, permissions, company, dictionaries, countries] = await Promise.all([
    tick(
      http
        .call(companyBusinessType, {}, { ...options, silent: true })
        .catch(() => '' as string | null),
    ),
    tick(http.call(userInfo, {}, options)),
    tick(http.call(permissionMenus, {}, options)),
    tick(http.call(companyDetail, {}, options)),
    tick(http.call(dictList, { body: {} }, options)),
    tick(http.call(areaList, { body: { type: 'COUNTRY' } }, options)),
  ]);
  return {
    userId: user.id,
    principal: {
      user: {
        username: user.userName,
        userName: user.userName,
        cname: user.cname,
        email: user.email,
        companyId: user.companyId,
        companyName: user.companyName,
        language: user.language,
        userCode: user.userCode,
        userRoles: user.userRoles,
        companyRole: user.companyRole,
      },
      roles: user.roles,
      authorities: user.authorities,
    },
    companyRole: uiCompanyRole(user.companyRole),
    poolMode: businessType ?? '',
    permissions,
    authority: buildAuthority({ permissions, poolMode: businessType, productCode }),
    company,
    dictionaries,
    countries,
    timeZone: user.timeZone,
    timeFormat: user.timeFormat,
    loadedAt: now(),
  };
}
