import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the public pages besides login and errors: /reset-pwd. */
export const publicModules: Partial<Record<RouteId, PageLoader>> = {
  resetPwd: () => import('../../pages/reset-password/ResetPasswordPage'),
};
