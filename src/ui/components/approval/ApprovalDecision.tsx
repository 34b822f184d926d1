import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmPopup } from 'primereact/confirmpopup';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  APPROVAL_COMMENT_MAX,
  approvalCommentProblem,
  type ReviewType,
} from '../../../shared/approval/comment-rule';
import { remarkLength, withinRemark } from '../../../shared/screen/remark';
import { translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import styles from './ApprovalFlowCard.module.css';

interface Props {
  businessType: string;
  businessNo: string;
  taskId: string;
  nodeName: string;
  /** After the server accepted the verdict (the page goes back or reloads). */
  onDone: () => void;
  /** Runs before a verdict is sent (the edit variant saves the approver's edits); false stops it. */
  beforeVerdict?: () => Promise<boolean>;
}

/**
 * The approver's comment and the three verdicts (spec 001 §4, §5): Pass at once, Deny after a
 * confirm tip next to its button, Reject after the confirmation dialog. Deny and reject need a
 * comment that is not blank (the warning common.approval_comment_tip, nothing sent). A refused
 * verdict keeps the comment.
 */
export function ApprovalDecision({
  businessType,
  businessNo,
  taskId,
  nodeName,
  onDone,
  beforeVerdict,
}: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReviewType | null>(null);
  // The deny button the confirm tip points at, while it is open.
  const [denyTip, setDenyTip] = useState<HTMLElement | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  /** The shared rule; a comment the rule refuses is marked and warned about, never sent. */
  const commentAccepted = (reviewType: ReviewType): boolean => {
    const problem = approvalCommentProblem(reviewType, comment);
    if (problem === null) return true;
    const text = t('common.approval_comment_tip');
    setError(text);
    showToast({ severity: 'warn', summary: text });
    textArea.current?.focus();
    return false;
  };

  const send = async (reviewType: ReviewType) => {
    setBusy(reviewType);
    try {
      if (beforeVerdict && !(await beforeVerdict())) return;
      const delivery = await core.approvals.approve({
        businessType,
        businessNo,
        taskId,
        nodeName,
        reviewType,
        approvalComments: comment,
      });
      if (delivery.kind === 'applied') {
        showToast({ severity: 'success', summary: t('common.notice.opt_success') });
        onDone();
        return;
      }
      if (delivery.kind === 'queued') {
        showToast({ severity: 'info', summary: t('approval.queued') });
        return;
      }
      const text =
        delivery.message ||
        (delivery.messageKey ? translateKey(t, delivery.messageKey) : '') ||
        t('common.unknown');
      const onComment = delivery.fields?.find((f) => f.field === 'approvalComments');
      if (onComment) setError(onComment.message);
      showToast({ severity: 'error', summary: t('approval.refused_summary'), detail: text });
    } catch (failure: unknown) {
      console.warn('approval failed', failure);
      showToast({ severity: 'error', summary: t('approval.refused_summary') });
    } finally {
      setBusy(null);
    }
  };

  const pass = () => {
    if (commentAccepted('passed')) void send('passed');
  };
  const deny = (button: HTMLElement) => {
    if (commentAccepted('rejected')) setDenyTip(button);
  };
  const reject = async () => {
    if (!commentAccepted('refused')) return;
    const accepted = await confirmAction({
      header: t('approval.reject_header'),
      message: t('approval.reject_message', { businessNo }),
      acceptLabel: t('approval.reject'),
      rejectLabel: t('common.cancel'),
      danger: true,
    });
    if (accepted) await send('refused');
  };

  const count = remarkLength(comment);
  const describedBy = [`${id}-help`, `${id}-count`, ...(error ? [`${id}-error`] : [])].join(' ');
  return (
    <div className={styles.decision} data-testid="approval-decision">
      <label htmlFor={id} className={styles.label}>
        {t('approval.comment')}
      </label>
      <InputTextarea
        id={id}
        ref={textArea}
        value={comment}
        rows={3}
        autoResize
        className={styles.text}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={describedBy}
        onChange={(e) => {
          setComment(withinRemark(e.target.value, comment, APPROVAL_COMMENT_MAX));
          setError(null);
        }}
        data-testid="approval-comment"
      />
      <div className={styles.foot}>
        <div>
          <small id={`${id}-help`} className={styles.note}>
            {t('approval.comment_help')}
          </small>
          {error && (
            <small id={`${id}-error`} role="alert" className="p-error" data-testid="approval-error">
              {' '}
              {error}
            </small>
          )}
        </div>
        <small id={`${id}-count`} className={styles.counter} data-testid="approval-counter">
          {t('approval.counter', { count, max: APPROVAL_COMMENT_MAX })}
        </small>
      </div>
      <div className={styles.buttons}>
        <Button
          type="button"
          label={t('approval.reject')}
          severity="danger"
          outlined
          disabled={busy !== null}
          loading={busy === 'refused'}
          onClick={() => void reject()}
          data-action="reject"
        />
        <Button
          type="button"
          label={t('approval.deny')}
          severity="warning"
          outlined
          disabled={busy !== null}
          loading={busy === 'rejected'}
          onClick={(e) => deny(e.currentTarget)}
          data-action="deny"
        />
        <Button
          type="button"
          label={t('approval.pass')}
          disabled={busy !== null}
          loading={busy === 'passed'}
          onClick={pass}
          data-action="pass"
        />
      </div>
      <ConfirmPopup
        target={denyTip ?? undefined}
        visible={denyTip !== null}
        onHide={() => setDenyTip(null)}
        message={t('approval.deny_tip', { businessNo })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('approval.deny')}
        rejectLabel={t('common.cancel')}
        defaultFocus="reject"
        accept={() => void send('rejected')}
      />
    </div>
  );
}
