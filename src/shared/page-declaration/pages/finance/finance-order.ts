import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  createdAtColumn,
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
  rateColumn,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import { isFinanceOrderStatus, orderActorOf, stepRefusal } from '../../../finance-order/lifecycle';
import { NON_FUNDER_ROLES } from '../../role-view';
import type { PageDeclaration } from '../../types';

/**
 * /finance/finance-order: the company's finance orders (spec 001 §2). The spec shows neither the
 * list's columns nor its statuses; ours are in docs/pages-finance.md. Its list and export calls
 * are operations (`isOperation: true`, spec 001 §6) and the server writes its files
 * (`/excel/export`, `/csv/export`, spec 001 §7). Withdraw (the spec's revoke) is the generic
 * record command, which the server hands to the order's revocation; it is offered while
 * lifecycle.ts lets the acting company role revoke the selected orders. Create,
 * edit, detail, convert to ARP and rights confirmation belong to the finance order issue.
 */
export const financeOrderPage = {
  id: 'finance.financeOrder',
  titleKey: 'route.finance.order',
  // A company whose funders assign it no orders yet sees why, not just "No data".
  emptyKey: 'pages_finance.empty.finance_order',
  routeId: 'financeOrder',
  source: { endpoint: 'finance.financeOrderList', operation: true },
  rowKey: 'id',
  record: {
    nounKey: 'search_list.noun.finance_order',
    numberField: 'financeNo',
    amountField: 'applyAmount',
  },
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'id' },
    }),
    textColumn('productName', 'pages.col.product_name', 240),
    buyerNameColumn,
    // A funder's rows are the ones it funds: the column would name itself (docs/role-views.md).
    { ...funderNameColumn, companyRoles: NON_FUNDER_ROLES },
    currencyColumn,
    moneyColumn('invoiceAmount', 'pages.col.invoice_amount', 180),
    columnWith(moneyColumn('applyAmount', 'pages_finance.col.apply_amount', 180), {
      frozen: 'right',
    }),
    moneyColumn('financedAmount', 'pages.col.financed_amount', 180),
    rateColumn,
    numberColumn('tenorDays', 'pages_finance.col.tenor_days', 120),
    dateColumn('applyDate', 'pages_finance.col.apply_date', 140),
    dateColumn('valueDate', 'pages.col.value_date', 140),
    dateColumn('maturityDate', 'pages_finance.col.maturity_date', 140),
    statusColumn('FINANCE_ORDER_STATUS', 170),
    createdAtColumn,
  ],
  searchFields: [
    financeNoSearch,
    inputSearch('productName', 'pages.col.product_name'),
    buyerNameSearch,
    currencySearch,
    statusSearch('FINANCE_ORDER_STATUS'),
    dateRangeSearch('applyDate', 'pages_finance.col.apply_date'),
    dateRangeSearch('valueDate', 'pages.col.value_date'),
  ],
  actions: [
    {
      // Spec 001 §4 "revoke"; the permission tree calls it withdraw.
      id: 'withdraw',
      labelKey: 'action.withdraw',
      authorities: ['finance.finance-order.withdraw'],
      needsSelection: true,
      // Irreversible: a withdrawn order cannot be submitted again.
      confirm: true,
      // The server's record command hands it to the order's revocation (revocation?id=), which
      // refuses what lifecycle.ts does not allow and releases the receivables the order held.
      record: { set: { status: 'REVOKED' } },
      rowRule: (row, companyRole) =>
        stepRefusal(
          'revoke',
          orderActorOf(companyRole),
          isFinanceOrderStatus(row.status) ? row.status : null,
        ) === null,
    },
    exportAction('finance.finance-order'),
  ],
  export: { server: true, sequence: true },
} as const satisfies PageDeclaration;
