import { ResultCode } from '../../../src/api/contract/envelope';
import { loginChoose } from '../../../src/api/endpoints/session/login-choose';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { switchCompanyRole } from './switch-company-role';

/**
 * POST login/choose: picks one of login/all's choices, with the same effect as a role change. A
 * user belongs to one company, so a choice naming another company is forbidden like an unheld
 * role.
 */
export function registerLoginChoose(api: ApiMount): void {
  route(api, loginChoose, async ({ db, user, body }) => {
    if (body.companyId !== user.companyId)
      throw new BusinessError(ResultCode.forbidden, 'forbidden');
    const companyRole = await switchCompanyRole(db, user, body.companyRole);
    return { companyId: user.companyId, companyRole };
  });
}
