import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the company area: /org/company (detail, edit, attachments). */
export const companyModules: Partial<Record<RouteId, PageLoader>> = {
  orgCompanyDetail: () => import('../../pages/company/CompanyDetailPage'),
  orgCompanyDetailAttach: () => import('../../pages/company/CompanyAttachmentsPage'),
  orgCompanyEdit: () => import('../../pages/company-edit/CompanyEditPage'),
  reviewCompanyChanges: () => import('../../pages/company-edit/CompanyReviewsPage'),
  reviewCompanyChange: () => import('../../pages/company-edit/CompanyReviewPage'),
};
