import { roleChange } from '../../../src/api/endpoints/session/role-change';
import { parseCompanyRole } from '../../auth/company-role-name';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { switchCompanyRole } from './switch-company-role';

/**
 * GET role change: the session acts as `{role}` from now on (its menus, authorities and the
 * principal's companyRole follow). Any spelling of a held role works: SUPPLIER, buyer, capital
 * (= FUNDER), funder, company. A GET that changes state because the documented call is a GET;
 * switching to the current role again changes nothing, so a repeat is harmless.
 */
export function registerRoleChange(api: ApiMount): void {
  route(api, roleChange, async ({ db, user, params }) => ({
    companyRole: await switchCompanyRole(db, user, parseCompanyRole(params.role)),
  }));
}
