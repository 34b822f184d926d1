import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of real-name verification: /realname and its steps. */
export const realnameModules: Partial<Record<RouteId, PageLoader>> = {
  realname: () => import('../../pages/realname/RealnameOverviewPage'),
  realnameVerifyBank: () => import('../../pages/realname/VerifyBankPage'),
  realnameVerifyMoney: () => import('../../pages/realname/VerifyMoneyPage'),
  realnameVerifySuccess: () => import('../../pages/realname/VerifySuccessPage'),
  realnameVerifyPersonal: () => import('../../pages/realname/VerifyPersonalPage'),
  realnamePersonalSuccess: () => import('../../pages/realname/PersonalSuccessPage'),
  realnamePersonalError: () => import('../../pages/realname/PersonalErrorPage'),
};
