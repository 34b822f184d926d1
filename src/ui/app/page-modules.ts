import type { ComponentType } from 'react';
import type { RouteId } from '../../shared/routes/paths';
import { companyModules } from './declared-modules/company';
import { financeModules } from './declared-modules/finance';
import { orgInfoModules } from './declared-modules/org-info';
import { publicModules } from './declared-modules/public-pages';
import { realnameModules } from './declared-modules/realname';
import { settlementModules } from './declared-modules/settlement';
import { tradeModules } from './declared-modules/trade';

export type PageModule = { default?: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * The page module of each route, loaded on first visit (its own chunk). Routes whose pages later
 * issues build show the placeholder module until then.
 */
export const pageModules: Partial<Record<RouteId, PageLoader>> = {
  login: () => import('../pages/login/LoginPage'),
  error: () => import('../pages/errors/ErrorPage'),
  home: () => import('../pages/home/HomePage'),
  dashboardAr: () => import('../pages/receivables-analytics/ReceivablesAnalyticsPage'),
  dashboardCashflow: () => import('../pages/cashflow/CashflowPage'),
  userCenter: () => import('../pages/user-center/ProfilePage'),
  userCenterEdit: () => import('../pages/user-center/EditProfilePage'),
  userCenterChangePs: () => import('../pages/user-center/ChangePasswordPage'),
  userCenterModify: () => import('../pages/user-center/ModifyContactPage'),
  orgAccount: () => import('../pages/org-account/OrgAccountPage'),
  orgAccountAdd: () => import('../pages/org-account/AddAccountPage'),
  orgAccountDetail: () => import('../pages/org-account/AccountDetailPage'),
  orgAccountEdit: () => import('../pages/org-account/EditAccountPage'),
  ...tradeModules,
  ...financeModules,
  ...settlementModules,
  ...companyModules,
  ...realnameModules,
  ...orgInfoModules,
  ...publicModules,
};

export const placeholderModule: PageLoader = () => import('../pages/placeholder/PlaceholderPage');

/** A route drawing its own page, not the placeholder: where the guard may land a user. */
export const hasOwnPage = (id: RouteId): boolean => pageModules[id] !== undefined;

export const loaderFor = (id: RouteId): PageLoader => pageModules[id] ?? placeholderModule;
