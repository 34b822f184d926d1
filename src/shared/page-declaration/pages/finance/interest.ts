import {
  columnWith,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  financeNoColumn,
  financeNoSearch,
  inputSearch,
  moneyColumn,
  numberColumn,
  rateColumn,
  selectSearch,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';

/**
 * /finance/interest: interest per finance order and month, accrued as
 * principal × rate × days / day-count base, and when it was settled (empty while it is not).
 * The permission tree grants this node no action, so the page declares none.
 * Docs: docs/pages-finance.md.
 */
export const financeInterestPage = {
  id: 'finance.interest',
  titleKey: 'route.finance.interest',
  routeId: 'financeInterest',
  source: { endpoint: 'finance.interestList' },
  rowKey: 'id',
  columns: [
    columnWith(financeNoColumn, {
      frozen: 'left',
      link: { routeId: 'financeOrderDetail', idField: 'financeOrderId' },
    }),
    textColumn('period', 'pages.col.period', 110),
    moneyColumn('principalAmount', 'pages.col.principal_amount', 180, { sortable: true }),
    rateColumn,
    numberColumn('days', 'pages_finance.col.days', 90),
    enumColumn('dateBase', 'pages_finance.col.date_base', 'DATE_BASE', 130, { filterable: true }),
    columnWith(moneyColumn('interestAmount', 'pages.col.interest_amount', 170), {
      frozen: 'right',
    }),
    currencyColumn,
    statusColumn('INTEREST_STATUS', 120),
    dateColumn('settledDate', 'pages_finance.col.settled_date', 140),
  ],
  searchFields: [
    financeNoSearch,
    inputSearch('period', 'pages.col.period'),
    currencySearch,
    selectSearch('dateBase', 'pages_finance.col.date_base', 'DATE_BASE'),
    statusSearch('INTEREST_STATUS'),
    dateRangeSearch('settledDate', 'pages_finance.col.settled_date'),
  ],
  actions: [],
} as const satisfies PageDeclaration;
