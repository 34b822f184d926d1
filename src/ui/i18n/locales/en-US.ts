import * as commonSection from '../sections/common';
import * as loginSection from '../sections/login';
import * as homeSection from '../sections/home';
import * as storageSection from '../sections/storage';
import * as coreSection from '../sections/core';
import * as errorpageSection from '../sections/error-page';
import * as routeSection from '../sections/route';
import * as layoutSection from '../sections/layout';
import * as actionSection from '../sections/action';
import * as userCenterSection from '../sections/user-center';
import * as receivablesSection from '../sections/receivables';
import * as searchListSection from '../sections/search-list';
import * as orgAccountSection from '../sections/org-account';
import * as contractSignSection from '../sections/contract-sign';
import * as approvalSection from '../sections/approval';
import * as pagesSection from '../sections/pages';
import * as uploadsSection from '../sections/uploads';
import * as ocrUploadSection from '../sections/ocr-upload';
import * as bankAccountSection from '../sections/bank-account';
import * as pagesTradeSection from '../sections/pages-trade';
import * as pagesFinanceSection from '../sections/pages-finance';
import * as pagesSettlementSection from '../sections/pages-settlement';
import * as screenSection from '../sections/screen';
import * as exportSection from '../sections/export';
import * as portalSection from '../sections/portal';
import * as codesSection from '../sections/codes';
import * as holidayPickerSection from '../sections/holiday-picker';
import * as financeOrderPagesSection from '../sections/finance-order-pages';
import * as financeOrderSection from '../sections/finance-order';
import * as chartsSection from '../sections/charts';
import * as dashboardSection from '../sections/dashboard';
import * as cashflowSection from '../sections/cashflow';
import * as companySection from '../sections/company';
import * as companyEditSection from '../sections/company-edit';
import * as realnameSection from '../sections/realname';
import * as orgInfoSection from '../sections/org-info';
import * as resetPasswordSection from '../sections/reset-password';
import type { Widen } from '../widen';

/**
 * The English resource is the source of the key types: a key used in code that is not here fails
 * to compile. Each section file gives its English texts and a Chinese twin typed from them, so a
 * missing Chinese key fails to compile too (and a unit test checks the assembled trees).
 */
export const enUS = {
  common: commonSection.en,
  login: loginSection.en,
  home: homeSection.en,
  storage: storageSection.en,
  core: coreSection.en,
  error_page: errorpageSection.en,
  route: routeSection.en,
  layout: layoutSection.en,
  action: actionSection.en,
  user_center: userCenterSection.en,
  receivables: receivablesSection.en,
  search_list: searchListSection.en,
  org_account: orgAccountSection.en,
  contract_sign: contractSignSection.en,
  approval: approvalSection.en,
  pages: pagesSection.en,
  uploads: uploadsSection.en,
  ocr_upload: ocrUploadSection.en,
  bank_account: bankAccountSection.en,
  pages_trade: pagesTradeSection.en,
  pages_finance: pagesFinanceSection.en,
  pages_settlement: pagesSettlementSection.en,
  screen: screenSection.en,
  export: exportSection.en,
  portal: portalSection.en,
  codes: codesSection.en,
  holiday_picker: holidayPickerSection.en,
  finance_order_pages: financeOrderPagesSection.en,
  finance_order: financeOrderSection.en,
  charts: chartsSection.en,
  dashboard: dashboardSection.en,
  cashflow: cashflowSection.en,
  company: companySection.en,
  company_edit: companyEditSection.en,
  realname: realnameSection.en,
  org_info: orgInfoSection.en,
  reset_password: resetPasswordSection.en,
} as const;

/** Every language provides exactly the English keys. */
export type Translations = Widen<typeof enUS>;
