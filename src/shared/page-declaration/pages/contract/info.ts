import {
  columnWith,
  currencyColumn,
  dateColumn,
  dateRangeSearch,
  enumColumn,
  exportAction,
  funderNameColumn,
  inputSearch,
  moneyColumn,
  selectSearch,
  textColumn,
} from '../../common-fields';
import type { PageDeclaration } from '../../types';
import { SIGN_OFF_AUTHORITY } from '../../../contract/signing-rule';

/** /contract/info: the company's financing contracts and their signing state (docs/pages-trade.md). */
export const contractInfoPage = {
  id: 'contract.info',
  titleKey: 'route.contract.info',
  routeId: 'contractInfo',
  source: { endpoint: 'contract.infoList' },
  rowKey: 'id',
  record: {
    nounKey: 'search_list.noun.contract',
    numberField: 'contractNo',
    amountField: 'facilityLimit',
  },
  columns: [
    columnWith(textColumn('contractNo', 'pages.col.contract_no', 190), { frozen: 'left' }),
    textColumn('contractName', 'pages.col.contract_name', 260, { sortable: true }),
    textColumn('counterpartyName', 'pages_trade.col.counterparty_name', 240),
    textColumn('productName', 'pages.col.product_name', 200),
    funderNameColumn,
    currencyColumn,
    columnWith(moneyColumn('facilityLimit', 'pages_trade.col.facility_limit', 180), {
      frozen: 'right',
    }),
    columnWith(
      enumColumn('signStatus', 'pages_trade.col.sign_status', 'CONTRACT_SIGN_STATUS', 140),
      { frozen: 'right' },
    ),
    dateColumn('signedDate', 'pages_trade.col.signed_date', 140),
    textColumn('signedBy', 'pages_trade.col.signed_by', 150),
    dateColumn('expiryDate', 'pages_trade.col.expiry_date', 140),
  ],
  searchFields: [
    inputSearch('contractNo', 'pages.col.contract_no'),
    inputSearch('contractName', 'pages.col.contract_name'),
    inputSearch('counterpartyName', 'pages_trade.col.counterparty_name'),
    inputSearch('productName', 'pages.col.product_name'),
    selectSearch('signStatus', 'pages_trade.col.sign_status', 'CONTRACT_SIGN_STATUS'),
    dateRangeSearch('expiryDate', 'pages_trade.col.expiry_date'),
  ],
  actions: [
    // No `record` effect: the generic record command would sign without the signer's password.
    // The page's own dialog signs through contract.sign (docs/contract-signing.md).
    {
      id: 'signOff',
      labelKey: 'action.signOff',
      authorities: [SIGN_OFF_AUTHORITY],
      needsSelection: true,
    },
    exportAction('contract.info'),
  ],
} as const satisfies PageDeclaration;
