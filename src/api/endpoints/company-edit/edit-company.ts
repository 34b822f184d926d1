import { defineEndpoint } from '../../contract/endpoint';
import { COMPANY_BASE } from './company-edit-base';
import {
  editBuyerBody,
  editCompanyData,
  editDirectorBody,
  editFunderBody,
  editSupplierBody,
} from './company-edit-body';

/**
 * POST edit of the caller's company as the role the session acts in (spec 000 §7): commands in
 * one transaction. Other fields apply at once; changed legal data becomes a pending change for
 * the platform's review (docs/company-review.md). Needs org.company.edit.edit.
 */
export const editDirector = defineEndpoint({
  id: 'companyEdit.editDirector',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/editDirector`,
  body: editDirectorBody,
  data: editCompanyData,
});

export const editSupplier = defineEndpoint({
  id: 'companyEdit.editSupplier',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/editSupplier`,
  body: editSupplierBody,
  data: editCompanyData,
});

export const editBuyer = defineEndpoint({
  id: 'companyEdit.editBuyer',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/editBuyer`,
  body: editBuyerBody,
  data: editCompanyData,
});

export const editFunder = defineEndpoint({
  id: 'companyEdit.editFunder',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/editFunder`,
  body: editFunderBody,
  data: editCompanyData,
});
