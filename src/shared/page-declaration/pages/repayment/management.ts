import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  exportAction,
  financeNoColumn,
  financeNoSearch,
  funderNameColumn,
  inputSearch,
  moneyColumn,
  numberColumn,
  statusColumn,
  statusSearch,
} from '../../common-fields';
import { NON_FUNDER_ROLES } from '../../role-view';
import type { PageDeclaration } from '../../types';

/**
 * /repayment/management: the financings still to be repaid (and the recently settled ones), with
 * what is outstanding, when the next instalment falls due and how late it is
 * (docs/pages-settlement.md).
 */
export const repaymentManagementPage = {
  id: 'repayment.management',
  titleKey: 'route.repayment.management',
  routeId: 'repaymentManagement',
  source: { endpoint: 'repayment.managementList' },
  rowKey: 'id',
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    buyerNameColumn,
    // A funder's rows are the ones it funds: the column would name itself (docs/role-views.md).
    { ...funderNameColumn, companyRoles: NON_FUNDER_ROLES },
    currencyColumn,
    moneyColumn('financedAmount', 'pages.col.financed_amount', 180),
    columnWith(moneyColumn('outstandingAmount', 'pages.col.outstanding_amount', 180), {
      frozen: 'right',
    }),
    dateColumn('valueDate', 'pages.col.value_date', 130, { sortable: true, hiddenByDefault: true }),
    dateColumn('nextDueDate', 'pages_settlement.col.next_due_date', 140),
    numberColumn('daysOverdue', 'pages_settlement.col.days_overdue', 120),
    statusColumn('REPAYMENT_STATUS', 130),
  ],
  searchFields: [
    financeNoSearch,
    buyerNameSearch,
    { ...inputSearch('funderName', 'pages.col.funder_name'), companyRoles: NON_FUNDER_ROLES },
    currencySearch,
    statusSearch('REPAYMENT_STATUS'),
    dateRangeSearch('nextDueDate', 'pages_settlement.col.next_due_date'),
  ],
  actions: [exportAction('repayment.management')],
} as const satisfies PageDeclaration;
