import {
  INTENTION_STATES,
  type IntentionDisplayState,
} from '../../../shared/org-info/intention-lifecycle';
import { NON_FUNDER_ROLES } from '../../../shared/page-declaration/role-view';
import type { ColumnDeclaration, PageDeclaration } from '../../../shared/page-declaration/types';
import type { IntentionRecord } from '../../../worker/org-info/intention-record';

/** The columns of /org/info, each a field of the worker's flat intention record. */
export const INTENTION_COLUMN_KEYS = [
  'id',
  'supplierName',
  'buyerName',
  'productName',
  'currency',
  'tenorDays',
  'price',
  'validUntil',
  'funderName',
  'displayState',
  'amount',
] as const satisfies readonly (keyof IntentionRecord)[];
export type IntentionColumnKey = (typeof INTENTION_COLUMN_KEYS)[number];

export const INTENTION_DISPLAY_STATES = [
  ...INTENTION_STATES,
  'EXPIRED',
] as const satisfies readonly IntentionDisplayState[];

/** The state column's labels are the `org_info.state.*` texts, not a session dictionary. */
export const INTENTION_STATE_LABELS = 'org_info.state';

type IntentionColumn = ColumnDeclaration & { key: IntentionColumnKey };

const text = { kind: 'text' } as const;

const columns: readonly IntentionColumn[] = [
  { key: 'id', titleKey: 'org_info.col.id', type: text, width: 120, frozen: 'left' },
  // A funder prices other companies' intentions; a supplier's are all its own.
  {
    key: 'supplierName',
    titleKey: 'org_info.col.supplier',
    type: text,
    width: 200,
    companyRoles: ['FUNDER'],
  },
  { key: 'buyerName', titleKey: 'org_info.col.buyer', type: text, width: 200 },
  { key: 'productName', titleKey: 'org_info.col.product', type: text, width: 200 },
  // Its own column so an export keeps it: a csv writes the amount as a bare number.
  { key: 'currency', titleKey: 'org_info.col.currency', type: text, width: 90 },
  {
    key: 'tenorDays',
    titleKey: 'org_info.col.tenor',
    type: { kind: 'number', decimals: 0 },
    width: 110,
  },
  { key: 'price', titleKey: 'org_info.col.price', type: text, width: 140 },
  { key: 'validUntil', titleKey: 'org_info.col.valid_until', type: { kind: 'date' }, width: 120 },
  // A funder would read its own name on every row it priced.
  {
    key: 'funderName',
    titleKey: 'org_info.col.funder',
    type: text,
    width: 200,
    companyRoles: NON_FUNDER_ROLES,
  },
  {
    key: 'displayState',
    titleKey: 'org_info.col.state',
    type: { kind: 'enum', dictionary: INTENTION_STATE_LABELS },
    width: 130,
    frozen: 'right',
  },
  {
    key: 'amount',
    titleKey: 'org_info.col.amount',
    type: { kind: 'money', currencyField: 'currency' },
    width: 160,
    frozen: 'right',
  },
];

/**
 * /org/info's one declaration of its columns: the table, the column settings (kept per user as
 * on every list, under `columns:org.info`) and the export all derive from it. Not a declared list
 * page: its rows are the intention list's, not `page_records`, and its query form and actions
 * are the page's own (docs/financing-intentions.md), so `source` names the intention list only
 * to say where the rows come from; no declared-page code resolves it.
 */
export const intentionPage = {
  id: 'org.info',
  titleKey: 'org_info.list.title',
  source: { endpoint: 'orgInfo.list' },
  rowKey: 'id',
  columns,
  searchFields: [],
  actions: [],
} satisfies PageDeclaration;
