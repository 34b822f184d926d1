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
import type { Translations } from './en-US';

export const zhCN: Translations = {
  common: commonSection.zh,
  login: loginSection.zh,
  home: homeSection.zh,
  storage: storageSection.zh,
  core: coreSection.zh,
  error_page: errorpageSection.zh,
  route: routeSection.zh,
  layout: layoutSection.zh,
  action: actionSection.zh,
  user_center: userCenterSection.zh,
  receivables: receivablesSection.zh,
  search_list: searchListSection.zh,
  org_account: orgAccountSection.zh,
  contract_sign: contractSignSection.zh,
  approval: approvalSection.zh,
  pages: pagesSection.zh,
  uploads: uploadsSection.zh,
  ocr_upload: ocrUploadSection.zh,
  bank_account: bankAccountSection.zh,
  pages_trade: pagesTradeSection.zh,
  pages_finance: pagesFinanceSection.zh,
  pages_settlement: pagesSettlementSection.zh,
  screen: screenSection.zh,
  export: exportSection.zh,
  portal: portalSection.zh,
  codes: codesSection.zh,
  holiday_picker: holidayPickerSection.zh,
  finance_order_pages: financeOrderPagesSection.zh,
  finance_order: financeOrderSection.zh,
  charts: chartsSection.zh,
  dashboard: dashboardSection.zh,
  cashflow: cashflowSection.zh,
  company: companySection.zh,
  company_edit: companyEditSection.zh,
  realname: realnameSection.zh,
  org_info: orgInfoSection.zh,
  reset_password: resetPasswordSection.zh,
};
