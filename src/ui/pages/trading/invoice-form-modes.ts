import type { RecordFormMode } from '../../../api/endpoints/pages/record-form';

type Rec = Record<string, unknown>;

/**
 * Which form an invoice's state allows: a draft is continued, one awaiting the buyer's
 * confirmation corrected; once confirmed it is the buyer's word and is not changed here.
 */
export function invoiceModeFor(record: Rec | null): RecordFormMode | null {
  if (!record) return 'add';
  if (record.status === 'DRAFT') return 'draft';
  if (record.status === 'SUBMITTED') return 'edit';
  return null;
}
