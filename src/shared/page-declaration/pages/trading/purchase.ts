import {
  columnWith,
  buyerNameColumn,
  buyerNameSearch,
  createdAtColumn,
  currencyColumn,
  currencySearch,
  dateColumn,
  dateRangeSearch,
  deleteAction,
  exportAction,
  inputSearch,
  moneyColumn,
  openRowAction,
  statusColumn,
  statusSearch,
  textColumn,
} from '../../common-fields';
import { uploadAction } from '../../upload-action';
import { BUYING_ROLES, SELLING_ROLES } from '../../role-view';
import type { PageDeclaration } from '../../types';

/** /trading/purchase: the supplier's purchase orders from its buyers (docs/declared-pages.md). */
export const tradingPurchasePage = {
  id: 'trading.purchase',
  titleKey: 'route.trading.purchase',
  routeId: 'tradingPurchase',
  detailRouteId: 'tradingPurchaseDetails',
  source: { endpoint: 'trading.purchaseList' },
  rowKey: 'id',
  record: {
    nounKey: 'search_list.noun.purchase_order',
    numberField: 'poNo',
    amountField: 'amount',
  },
  columns: [
    columnWith(textColumn('poNo', 'pages.col.po_no', 180), {
      frozen: 'left',
      link: { routeId: 'tradingPurchaseDetails', idField: 'id' },
    }),
    // A seller's list names the buyer, a buyer's the supplier (docs/role-views.md).
    { ...buyerNameColumn, companyRoles: SELLING_ROLES },
    { ...textColumn('supplierName', 'pages.col.supplier_name', 240), companyRoles: BUYING_ROLES },
    currencyColumn,
    columnWith(moneyColumn('amount', 'pages.col.po_amount', 180), { frozen: 'right' }),
    moneyColumn('financedAmount', 'pages.col.financed_amount', 180),
    dateColumn('issueDate', 'pages.col.issue_date', 140),
    dateColumn('dueDate', 'pages.col.due_date', 140),
    statusColumn('PURCHASE_ORDER_STATUS', 130),
    textColumn('remark', 'pages.col.remark', 240, { hiddenByDefault: true }),
    createdAtColumn,
  ],
  searchFields: [
    inputSearch('poNo', 'pages.col.po_no'),
    { ...buyerNameSearch, companyRoles: SELLING_ROLES },
    { ...inputSearch('supplierName', 'pages.col.supplier_name'), companyRoles: BUYING_ROLES },
    currencySearch,
    statusSearch('PURCHASE_ORDER_STATUS'),
    dateRangeSearch('issueDate', 'pages.col.issue_date'),
    dateRangeSearch('dueDate', 'pages.col.due_date'),
  ],
  actions: [
    {
      id: 'create',
      labelKey: 'action.create',
      authorities: ['trading.purchase.create'],
      opensRoute: 'tradingPurchaseAdd',
    },
    openRowAction('edit', 'trading.purchase', 'tradingPurchaseEdit'),
    openRowAction('view', 'trading.purchase', 'tradingPurchaseDetails'),
    uploadAction('trading.purchase', 'tradingPurchaseUpload'),
    deleteAction('trading.purchase'),
    exportAction('trading.purchase'),
  ],
} as const satisfies PageDeclaration;
