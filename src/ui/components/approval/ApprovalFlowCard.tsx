import { useTranslation } from 'react-i18next';
import { Steps } from 'primereact/steps';
import { SectionCard } from '../screen/SectionCard';
import { ApprovalDecision } from './ApprovalDecision';
import { ApprovalHistoryTable } from './ApprovalHistoryTable';
import { useWorkflowHistory, type HistoryReader } from './use-workflow-history';
import styles from './ApprovalFlowCard.module.css';

export interface ApprovalFlowCardProps {
  businessType: string;
  businessNo: string;
  /** The approver's view: the comment box and the three verdicts, while a task is open. */
  editable: boolean;
  /** After an accepted verdict; the page goes back (or reloads its record). */
  onDone: () => void;
  /** Runs before a verdict is sent; false stops it (the edit variant saves first). */
  beforeVerdict?: () => Promise<boolean>;
  /** Where the history is read (default: the workflow history, with its open task). */
  readHistory?: HistoryReader;
}

/**
 * The approval flow card (spec 001 §2, §4, docs/approvals.md): a two-step bar (submitted,
 * approval), the audit log, and, only when editable and a task waits, the comment box and the
 * verdicts. Generic over business types; reloaded when its workflow params change.
 */
export function ApprovalFlowCard({
  businessType,
  businessNo,
  editable,
  onDone,
  beforeVerdict,
  readHistory,
}: ApprovalFlowCardProps) {
  const { t } = useTranslation();
  const { state, reload } = useWorkflowHistory(businessType, businessNo, readHistory);
  const history = state.kind === 'ready' ? state.history : null;
  const rows = history?.detailDTOS ?? [];
  // Step 2 is reached once a round waits for the approver or has been decided.
  const activeIndex = rows.length > 0 ? 1 : 0;
  const open = history?.taskId && history.currentNode ? history : null;
  // A reader without the task still shows the wait: a round's last row is SUBMITTED until decided.
  const waiting = open !== null || rows.at(-1)?.operation === 'SUBMITTED';

  return (
    <SectionCard title={t('approval.title')} testId="approval-flow">
      <Steps
        model={[{ label: t('approval.step.submitted') }, { label: t('approval.step.approval') }]}
        activeIndex={activeIndex}
        readOnly
        aria-label={t('approval.steps_label')}
        className={styles.steps}
      />
      {state.kind === 'failed' && (
        <p className={styles.note} role="status">
          {t('approval.history_failed')}
        </p>
      )}
      {waiting && !editable && <p className={styles.note}>{t('approval.waiting')}</p>}
      <ApprovalHistoryTable
        rows={rows}
        loading={state.kind === 'loading'}
        emptyText={t('approval.empty')}
      />
      {editable && open?.taskId && open.currentNode && (
        <ApprovalDecision
          // A new task (another round) starts with an empty comment.
          key={open.taskId}
          businessType={businessType}
          businessNo={businessNo}
          taskId={open.taskId}
          nodeName={open.currentNode}
          beforeVerdict={beforeVerdict}
          onDone={() => {
            reload();
            onDone();
          }}
        />
      )}
    </SectionCard>
  );
}
