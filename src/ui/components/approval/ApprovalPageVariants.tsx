import type { ReactNode } from 'react';
import { ApprovalFlowCard } from './ApprovalFlowCard';
import type { HistoryReader } from './use-workflow-history';

interface VariantProps {
  businessType: string;
  businessNo: string;
  /** The record shown above the flow: its detail, or (edit variant) its editable form. */
  children?: ReactNode;
  /** After an accepted verdict: the page goes back. */
  onDone: () => void;
  /** Where the history is read (default: the workflow history). */
  readHistory?: HistoryReader;
}

/**
 * Approval edit page (spec 001 §2): the record's editable content above the flow; the approver's
 * edits are saved (`save`, false when refused: the verdict is not sent) before the verdict.
 */
export function ApprovalEditPage({
  save,
  children,
  ...flow
}: VariantProps & { save: () => Promise<boolean> }) {
  return (
    <>
      {children}
      <ApprovalFlowCard {...flow} editable beforeVerdict={save} />
    </>
  );
}

/** Approval page: the record as it is, the flow table, the comment box and pass/deny/reject. */
export function ApprovalPage({ children, ...flow }: VariantProps) {
  return (
    <>
      {children}
      <ApprovalFlowCard {...flow} editable />
    </>
  );
}

/** Approval view page: the record and its read-only flow. */
export function ApprovalViewPage({ children, ...flow }: Omit<VariantProps, 'onDone'>) {
  return (
    <>
      {children}
      <ApprovalFlowCard {...flow} editable={false} onDone={() => undefined} />
    </>
  );
}
