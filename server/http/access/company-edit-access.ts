import type { EndpointDef } from '../../../src/api/contract/endpoint';
import {
  companyChangeDetail,
  companyChangeHistory,
  companyChangeList,
  companyChangePending,
  companyChangeReview,
} from '../../../src/api/endpoints/company-edit/company-change-endpoints';
import {
  checkBizRegNo,
  checkCompName,
} from '../../../src/api/endpoints/company-edit/company-checks';
import { companyEditForm } from '../../../src/api/endpoints/company-edit/company-edit-form';
import {
  editBuyer,
  editDirector,
  editFunder,
  editSupplier,
} from '../../../src/api/endpoints/company-edit/edit-company';
import { listWithOther } from '../../../src/api/endpoints/company-edit/list-with-other';
import { queryBatchBankAccountList } from '../../../src/api/endpoints/company-edit/query-batch-bank-accounts';
import { COMPANY_REVIEW_AUTHORITY } from '../../../src/shared/company-edit/change-rules';
import {
  COMPANY_DETAIL_MENU,
  COMPANY_EDIT_AUTHORITY,
} from '../../../src/shared/company-profile/profile-permissions';
import { authority, menu, SIGNED_IN, type RouteAccess } from '../route-access';

const EDITOR = authority(COMPANY_EDIT_AUTHORITY);
const REVIEWER = authority(COMPANY_REVIEW_AUTHORITY);

/**
 * The access of the /api routes of company edits, the name and registration checks and the
 * review of legal-data changes (docs/company-review.md).
 */
export const companyEditAccess: [EndpointDef, RouteAccess][] = [
  // The edit page's own node (org.company.edit), not the detail's.
  [companyEditForm, EDITOR],
  [editDirector, EDITOR],
  [editSupplier, EDITOR],
  [editBuyer, EDITOR],
  [editFunder, EDITOR],
  [checkCompName, EDITOR],
  [checkBizRegNo, EDITOR],
  // Reference data of a form's select, scoped to no company.
  [listWithOther, SIGNED_IN],
  // The caller company's own accounts, as its detail page shows them (the session names it).
  [queryBatchBankAccountList, SIGNED_IN],
  // The detail page's "under review" section.
  [companyChangePending, menu(COMPANY_DETAIL_MENU)],
  // Its company's users and the reviewer; the handler answers nobody else.
  [companyChangeHistory, SIGNED_IN],
  [companyChangeList, REVIEWER],
  [companyChangeDetail, REVIEWER],
  [companyChangeReview, REVIEWER],
];
