import type { RecordFormMode } from '../../../api/endpoints/pages/record-form';

type Rec = Record<string, unknown>;

/**
 * Which form a purchase order's state allows: a draft is continued, an open order edited, a
 * financed or overdue one updated (due date and remark only), a settled one not at all.
 */
export function purchaseModeFor(record: Rec | null): RecordFormMode | null {
  if (!record) return 'add';
  switch (record.status) {
    case 'DRAFT':
      return 'draft';
    case 'OPEN':
      return 'edit';
    case 'FINANCED':
    case 'OVERDUE':
      return 'update';
    default:
      return null;
  }
}

/** The draft and update routes open their own mode, and nothing else. */
export const onlyMode =
  (mode: RecordFormMode) =>
  (record: Rec | null): RecordFormMode | null =>
    purchaseModeFor(record) === mode ? mode : null;
