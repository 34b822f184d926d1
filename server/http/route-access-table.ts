import type { EndpointDef } from '../../src/api/contract/endpoint';
import { logout } from '../../src/api/endpoints/auth/logout';
import { login } from '../../src/api/endpoints/auth/login';
import { startAnalyticsSession } from '../../src/api/endpoints/analytics/start-session';
import { trackAnalyticsActions } from '../../src/api/endpoints/analytics/track-action';
import { listAnalyticsEvents } from '../../src/api/endpoints/analytics/list-events';
import { areaList } from '../../src/api/endpoints/company/area-list';
import { holidayList } from '../../src/api/endpoints/company/holiday-list';
import { bankSearch } from '../../src/api/endpoints/company/bank-search';
import { companyDetail } from '../../src/api/endpoints/company/company-detail';
import { companySimpleSearch } from '../../src/api/endpoints/company/company-simple-search';
import { dictList } from '../../src/api/endpoints/company/dict-list';
import { contractTemplateQuery } from '../../src/api/endpoints/contract/template-query';
import { contractDocument } from '../../src/api/endpoints/contract/contract-document';
import { contractSign } from '../../src/api/endpoints/contract/contract-sign';
import { contractInfoPage } from '../../src/shared/page-declaration/pages/contract/info';
import { SIGN_OFF_AUTHORITY } from '../../src/shared/contract/signing-rule';
import { accountActivate } from '../../src/api/endpoints/org/account-activate';
import { accountAdd } from '../../src/api/endpoints/org/account-add';
import { accountDisable } from '../../src/api/endpoints/org/account-disable';
import { accountEdit } from '../../src/api/endpoints/org/account-edit';
import { accountFormConfig } from '../../src/api/endpoints/org/account-form-config';
import { accountList } from '../../src/api/endpoints/org/account-list';
import { accountResetPassword } from '../../src/api/endpoints/org/account-reset-password';
import { accountSendInvite } from '../../src/api/endpoints/org/account-send-invite';
import { declaredExports } from '../../src/api/endpoints/pages/declared-exports';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { recordAction } from '../../src/api/endpoints/pages/record-action';
import {
  recordDetail,
  recordFormConfig,
  recordSave,
} from '../../src/api/endpoints/pages/record-form';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { preferenceEdit } from '../../src/api/endpoints/preferences/preference-edit';
import { productList } from '../../src/api/endpoints/product/product-list';
import { accountByCurrencyList } from '../../src/api/endpoints/company/account-by-currency-list';
import { availableBuye } from '../../src/api/endpoints/finance-order/available-buye';
import { availableFinanceFunder } from '../../src/api/endpoints/finance-order/available-finance-funder';
import { availableFinanceProductList } from '../../src/api/endpoints/finance-order/available-finance-product-list';
import { financingProduct } from '../../src/api/endpoints/finance-order/financing-product';
import { invoiceList } from '../../src/api/endpoints/finance-order/invoice-list';
import { poItemList } from '../../src/api/endpoints/finance-order/po-item-list';
import { poList } from '../../src/api/endpoints/finance-order/po-list';
import { poListSimple } from '../../src/api/endpoints/finance-order/po-list-simple';
import { trialCalculation } from '../../src/api/endpoints/finance-order/trial-calculation';
import { referenceRates } from '../../src/api/endpoints/external/reference-rates';
import { availableForFinanceAmount } from '../../src/api/endpoints/receivables/available-for-finance-amount';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import { queryAccountReceivableByBuyer } from '../../src/api/endpoints/receivables/query-account-receivable-by-buyer';
import { queryAccountReceivableByDate } from '../../src/api/endpoints/receivables/query-account-receivable-by-date';
import { queryBuyerCodeList } from '../../src/api/endpoints/receivables/query-buyer-code-list';
import { queryBuyerList } from '../../src/api/endpoints/receivables/query-buyer-list';
import { queryCurrencyList } from '../../src/api/endpoints/receivables/query-currency-list';
import { queryDilutionByBuyerTable } from '../../src/api/endpoints/receivables/query-dilution-by-buyer-table';
import { queryDilutionByBuyer } from '../../src/api/endpoints/receivables/query-dilution-by-buyer';
import { queryDilutionByDateTable } from '../../src/api/endpoints/receivables/query-dilution-by-date-table';
import { queryDilutionByDate } from '../../src/api/endpoints/receivables/query-dilution-by-date';
import { queryDilutionCount } from '../../src/api/endpoints/receivables/query-dilution-count';
import { queryDueBalanceCount } from '../../src/api/endpoints/receivables/query-due-balance-count';
import { queryDueBalanceTable } from '../../src/api/endpoints/receivables/query-due-balance-table';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { queryFinancingBalanceAmount } from '../../src/api/endpoints/receivables/query-financing-balance-amount';
import { queryHistoryDueBalance } from '../../src/api/endpoints/receivables/query-history-due-balance';
import { queryPaymentHistoryByBuyer } from '../../src/api/endpoints/receivables/query-payment-history-by-buyer';
import { queryPaymentHistoryByDate } from '../../src/api/endpoints/receivables/query-payment-history-by-date';
import { queryPaymentHistoryTable } from '../../src/api/endpoints/receivables/query-payment-history-table';
import { queryRepaymentDueInNext7DaysAmount } from '../../src/api/endpoints/receivables/query-repayment-due-next-7-days';
import { queryTradeInfoCount } from '../../src/api/endpoints/receivables/query-trade-info-count';
import { syncTable } from '../../src/api/endpoints/receivables/sync-table';
import { companyBusinessType } from '../../src/api/endpoints/session/company-business-type';
import { loginAll } from '../../src/api/endpoints/session/login-all';
import { loginChoose } from '../../src/api/endpoints/session/login-choose';
import { permissionMenus } from '../../src/api/endpoints/session/permission-menus';
import { personInfo } from '../../src/api/endpoints/session/person-info';
import { previewTokenVerify } from '../../src/api/endpoints/session/preview-token';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { summaryCompany } from '../../src/api/endpoints/session/summary-company';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { internationalSave } from '../../src/api/endpoints/translations/international-save';
import { attachmentUpload } from '../../src/api/endpoints/uploads/attachment-upload';
import { attachmentUrl } from '../../src/api/endpoints/uploads/attachment-url';
import { importEndpoints } from '../../src/api/endpoints/uploads/import-excel';
import { importTemplates } from '../../src/api/endpoints/uploads/import-template';
import { ocrStandard } from '../../src/api/endpoints/ocr/ocr-standard';
import {
  attachmentsSave,
  recordAttachments,
} from '../../src/api/endpoints/uploads/record-attachments';
import { changePassword } from '../../src/api/endpoints/user/change-password';
import { modifyContact } from '../../src/api/endpoints/user/modify-contact';
import { updateUserInfo } from '../../src/api/endpoints/user/update-user-info';
import { financingOrderApproveList } from '../../src/api/endpoints/finance-order/financing-order-approve-list';
import { rightConfirmationList } from '../../src/api/endpoints/finance-order/right-confirmation-list';
import { workflowApprove } from '../../src/api/endpoints/workflow/workflow-approve';
import { workflowHistory } from '../../src/api/endpoints/workflow/workflow-history';
import { requestArp } from '../../src/api/endpoints/finance-order/arp';
import { contractPreview } from '../../src/api/endpoints/finance-order/contract-preview';
import { createOrder } from '../../src/api/endpoints/finance-order/create-order';
import { financeOrderAttachments } from '../../src/api/endpoints/finance-order/detail-attachment';
import { financeOrderAttachmentsForEdit } from '../../src/api/endpoints/finance-order/detail-attachment-for-edit';
import { financeOrderDetailForEdit } from '../../src/api/endpoints/finance-order/detail-for-edit';
import { disburse } from '../../src/api/endpoints/finance-order/disburse';
import { editOrder } from '../../src/api/endpoints/finance-order/edit-order';
import { fundingAccountInfos } from '../../src/api/endpoints/finance-order/funding-account-infos';
import { fundingInfo } from '../../src/api/endpoints/finance-order/funding-info';
import { financeOrderDetail } from '../../src/api/endpoints/finance-order/order-detail';
import { repay } from '../../src/api/endpoints/finance-order/repay';
import { repaymentInfo } from '../../src/api/endpoints/finance-order/repayment-info';
import { revocation } from '../../src/api/endpoints/finance-order/revocation';
import {
  rightConfirmation,
  rightConfirmationBatch,
} from '../../src/api/endpoints/finance-order/right-confirmation';
import { updateOrder } from '../../src/api/endpoints/finance-order/update-order';
import type { ImportPageId } from '../../src/shared/upload/import-pages';
import { TRANSLATION_SAVE_AUTHORITY } from '../auth/translation-authority';
import { importAuthorities } from '../imports/import-forms';
import {
  anyPage,
  authority,
  menu,
  page,
  PUBLIC,
  SIGNED_IN,
  type AccessTable,
  type RouteAccess,
} from './route-access';
import { companyEditAccess } from './access/company-edit-access';
import { companyProfileAccess } from './access/company-profile-access';
import { orgInfoAccess } from './access/org-info-access';
import { passwordResetAccess } from './access/password-reset-access';
import { realnameAccess } from './access/realname-access';

/**
 * The receivables dashboard's menu node (spec 000 §2: /dashboard/ar). Its analytics and sync
 * serve that page only, so they answer only users whose menu holds it: `limited`, `noaccess`,
 * buyers and funders read no receivables.
 */
export const RECEIVABLES_MENU = 'dashboard.ar';

const receivables = [
  availableForFinanceAmount,
  queryAccountReceivableByBuyer,
  queryAccountReceivableByDate,
  queryBuyerCodeList,
  queryBuyerList,
  queryCurrencyList,
  queryDilutionByBuyerTable,
  queryDilutionByBuyer,
  queryDilutionByDateTable,
  queryDilutionByDate,
  queryDilutionCount,
  queryDueBalanceCount,
  queryDueBalanceTable,
  queryDueBalance,
  queryFinancingBalanceAmount,
  queryHistoryDueBalance,
  queryPaymentHistoryByBuyer,
  queryPaymentHistoryByDate,
  queryPaymentHistoryTable,
  queryRepaymentDueInNext7DaysAmount,
  queryTradeInfoCount,
  syncTable,
  // Mounted only in demo-tools mode (startServer's demoTools), and then for the same users.
  demoTouch,
] as const;

const ACCOUNT_ADMIN = {
  create: 'org.account.create',
  edit: 'org.account.edit',
  view: 'org.account.view',
} as const;

const declarations = declaredLists.map((l) => l.declaration);
const declarationOf = (pageId: string) => {
  const found = declarations.find((d) => d.id === pageId);
  if (!found) throw new Error(`${pageId} is not a declared page`);
  return found;
};
const exportAuthorities = (declaration: (typeof declarations)[number]) =>
  declaration.actions.find((a) => a.id === 'export')?.authorities ?? [];

/** Who may apply for a finance order: its page with the create or edit authority. */
const FINANCE_ORDER_APPLY = page(declarationOf('finance.financeOrder'), [
  'finance.finance-order.create',
  'finance.finance-order.edit',
]);

const entries: [EndpointDef, RouteAccess][] = [
  // Signing in and out, preview links and usage beacons need no session.
  [login, PUBLIC],
  [logout, PUBLIC],
  [previewTokenVerify, PUBLIC],
  [startAnalyticsSession, PUBLIC],
  [trackAnalyticsActions, PUBLIC],

  // The session bootstrap: every signed-in user, `noaccess` included, needs these to land.
  [userInfo, SIGNED_IN],
  [permissionMenus, SIGNED_IN],
  [companyBusinessType, SIGNED_IN],
  [loginAll, SIGNED_IN],
  [loginChoose, SIGNED_IN],
  [roleChange, SIGNED_IN],
  [summaryCompany, SIGNED_IN],
  [personInfo, SIGNED_IN],
  [companyDetail, SIGNED_IN],
  [dictList, SIGNED_IN],
  [areaList, SIGNED_IN],
  // Holiday calendars: public facts, the same for every company (docs/holidays.md).
  [holidayList, SIGNED_IN],
  [preferenceDetail, SIGNED_IN],
  [preferenceEdit, SIGNED_IN],
  [internationalList, SIGNED_IN],
  // The user centre: one's own profile and password.
  [updateUserInfo, SIGNED_IN],
  [modifyContact, SIGNED_IN],
  [changePassword, SIGNED_IN],
  // Reference data of the search selects in every form, scoped to no company.
  [bankSearch, SIGNED_IN],
  [companySimpleSearch, SIGNED_IN],
  [contractTemplateQuery, SIGNED_IN],
  [productList, SIGNED_IN],
  // The company's own bank accounts, as its detail page shows them (the session names the company).
  [accountByCurrencyList, SIGNED_IN],
  // Published market rates, the same for everyone: FLOATING products' live trial reads them.
  [referenceRates, SIGNED_IN],
  // Files: the caller's company's own uploads (the store scopes them by company).
  [attachmentUpload, SIGNED_IN],
  [attachmentUrl, SIGNED_IN],
  // Text recognition of the caller company's own uploads (the handler scopes the key).
  [ocrStandard, SIGNED_IN],
  // Ours, for tests: a session's events, read by its random id.
  [listAnalyticsEvents, SIGNED_IN],
  // Approvals (docs/approvals.md): generic over business types, so no page grants them; the
  // handler answers only the record's parties (owner and approver; for an order's rows, its three
  // companies) and lets only the approver company decide.
  [workflowHistory, SIGNED_IN],
  [workflowApprove, SIGNED_IN],
  [financingOrderApproveList, SIGNED_IN],
  // The always-allowed confirm list (spec 001 §2); the handler answers buyers only.
  [rightConfirmationList, SIGNED_IN],

  [internationalSave, authority(TRANSLATION_SAVE_AUTHORITY)],

  [accountList, authority(ACCOUNT_ADMIN.view)],
  // Which of the two the mode needs is checked by the handler once the query is read.
  [accountFormConfig, authority(ACCOUNT_ADMIN.create, ACCOUNT_ADMIN.edit)],
  [accountAdd, authority(ACCOUNT_ADMIN.create)],
  [accountEdit, authority(ACCOUNT_ADMIN.edit)],
  [accountDisable, authority('org.account.deactivate')],
  [accountActivate, authority('org.account.reactivate')],
  [accountResetPassword, authority('org.account.resetPassword')],
  [accountSendInvite, authority('org.account.sendInvitation')],

  // Finance orders (docs/finance-orders.md). The handlers check that the caller's company is a
  // party of the order and that lifecycle.ts allows the step to its role. The supplier applies
  // and changes through the page (create/edit); the funder pays out and records repayments
  // through it; reading an order and confirming rights must work for the buyer, whose menu holds
  // no finance pages (its /finance/finance-order/confirm routes are always allowed, spec 001 §2).
  [createOrder, FINANCE_ORDER_APPLY],
  [editOrder, FINANCE_ORDER_APPLY],
  [updateOrder, FINANCE_ORDER_APPLY],
  [financeOrderDetailForEdit, FINANCE_ORDER_APPLY],
  [financeOrderAttachmentsForEdit, FINANCE_ORDER_APPLY],
  [contractPreview, SIGNED_IN],
  [revocation, page(declarationOf('finance.financeOrder'), ['finance.finance-order.withdraw'])],
  [requestArp, page(declarationOf('finance.financeOrder'), ['finance.finance-order.convertToArp'])],
  [disburse, page(declarationOf('finance.financeOrder'))],
  [repay, page(declarationOf('finance.financeOrder'))],
  [financeOrderDetail, SIGNED_IN],
  [financeOrderAttachments, SIGNED_IN],
  [fundingInfo, SIGNED_IN],
  [fundingAccountInfos, SIGNED_IN],
  [repaymentInfo, SIGNED_IN],
  [rightConfirmation, SIGNED_IN],
  [rightConfirmationBatch, SIGNED_IN],

  // Reading a contract needs its page; signing it needs the page's Sign off authority too.
  [contractDocument, page(contractInfoPage)],
  [contractSign, page(contractInfoPage, [SIGN_OFF_AUTHORITY])],

  // Applying for a finance order: the page and its create or edit authority; the handlers also
  // refuse a session not acting as SUPPLIER (docs/finance-order-pickers.md).
  ...[
    availableFinanceProductList,
    financingProduct,
    availableFinanceFunder,
    availableBuye,
    poList,
    poListSimple,
    poItemList,
    invoiceList,
    trialCalculation,
  ].map((e): [EndpointDef, RouteAccess] => [e, FINANCE_ORDER_APPLY]),

  ...receivables.map((e): [EndpointDef, RouteAccess] => [e, menu(RECEIVABLES_MENU)]),

  ...declaredLists.map((l): [EndpointDef, RouteAccess] => [l.endpoint, page(l.declaration)]),
  ...Object.values(declaredExports).flatMap((e): [EndpointDef, RouteAccess][] => {
    const access = page(e.declaration, exportAuthorities(e.declaration));
    return [
      [e.xlsx, access],
      [e.csv, access],
    ];
  }),
  ...(Object.keys(importEndpoints) as ImportPageId[]).flatMap(
    (pageId): [EndpointDef, RouteAccess][] => [
      [importEndpoints[pageId], page(declarationOf(pageId), [importAuthorities[pageId].import])],
      [importTemplates[pageId], page(declarationOf(pageId), [importAuthorities[pageId].template])],
    ],
  ),

  // The page is named by the body or path: the handler checks it and the action's authority.
  [recordAction, anyPage(declarations)],
  [recordSave, anyPage(declarations)],
  [recordDetail, anyPage(declarations)],
  [recordFormConfig, anyPage(declarations)],
  [recordAttachments, anyPage(declarations)],
  [attachmentsSave, anyPage(declarations)],

  // Issue 20's areas, each in its own file.
  ...companyProfileAccess,
  ...companyEditAccess,
  ...realnameAccess,
  ...orgInfoAccess,
  ...passwordResetAccess,
];

/** The access of every /api route, in one place (docs/security.md#authorization). */
export const ROUTE_ACCESS: AccessTable = tableOf(entries);

function tableOf(list: readonly [EndpointDef, RouteAccess][]): AccessTable {
  const table = new Map<string, RouteAccess>();
  for (const [endpoint, access] of list) {
    if (table.has(endpoint.id)) throw new Error(`${endpoint.id} has two access entries`);
    table.set(endpoint.id, access);
  }
  return table;
}
