import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import type { CompanyChangeView } from '../../../api/endpoints/company-edit/company-change-view';
import {
  APPROVAL_COMMENT_MAX,
  approvalCommentProblem,
} from '../../../shared/approval/comment-rule';
import type { ReviewDecision as Decision } from '../../../shared/company-edit/change-rules';
import { reopensVerification } from '../../../shared/company-edit/legal-fields';
import { remarkLength } from '../../../shared/screen/remark';
import cf from '../../components/config-form/ConfigForm.module.css';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { useCore } from '../../core/use-core';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import { FormCard } from '../user-center/FormCard';
import { controlAria, FormField } from '../user-center/FormField';
import { FormOutcome } from '../user-center/FormOutcome';
import { useSubmission } from '../user-center/use-submission';

const COMMENT_ID = 'company-review-comment';

/**
 * The reviewer's Approve / Return: both confirmed (danger for Return), Return needs a comment
 * (the shared comment rule, as the server runs it). A refusal keeps the comment and says why.
 */
export function ReviewDecision({
  change,
  onDone,
}: {
  change: CompanyChangeView;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submission = useSubmission();

  async function decide(decision: Decision) {
    const rule = approvalCommentProblem(decision, comment);
    if (rule) {
      setProblem(
        t(rule === 'required' ? 'common.approval_comment_tip' : 'company_edit.problem.tooLong'),
      );
      return;
    }
    setProblem(null);
    const ok = await confirmAction({
      header: t(
        decision === 'passed'
          ? 'company_edit.review.approve_header'
          : 'company_edit.review.return_header',
      ),
      message: [
        t(
          decision === 'passed'
            ? 'company_edit.review.approve_message'
            : 'company_edit.review.return_message',
          { id: change.id, company: change.companyName },
        ),
        // The reviewer decides knowing what an approved rename costs the company.
        decision === 'passed' && reopensVerification(change.changedFields)
          ? t('company_edit.review.approve_reopens')
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      acceptLabel: t(
        decision === 'passed' ? 'company_edit.review.approve' : 'company_edit.review.return',
      ),
      rejectLabel: t('company_edit.review.keep'),
      danger: decision !== 'passed',
    });
    if (!ok) return;
    await submission.run(async () => {
      const outcome = await core.companyEdit.review({ changeId: change.id, decision, comment });
      if (outcome.kind === 'rejected') {
        const onComment = outcome.fields?.find((f) => f.field === 'comment');
        if (onComment) setProblem(onComment.message);
        else submission.setFailure(outcome.message);
        return false;
      }
      showToast({
        severity: 'success',
        summary: t(
          outcome.status === 'APPROVED'
            ? 'company_edit.review.approved'
            : 'company_edit.review.returned',
        ),
      });
      onDone();
      return true;
    });
  }

  return (
    <form className={cf.form} noValidate onSubmit={(e) => e.preventDefault()}>
      <FormCard title={t('company_edit.review.comment')}>
        <FormField
          id={COMMENT_ID}
          name="comment"
          label={t('company_edit.review.comment')}
          error={problem ?? undefined}
          help={`${t('company_edit.review.comment_help')} ${remarkLength(comment)} / ${APPROVAL_COMMENT_MAX}`}
        >
          <InputTextarea
            id={COMMENT_ID}
            value={comment}
            rows={3}
            autoResize
            disabled={submission.busy || submission.done}
            onChange={(e) => {
              setComment(e.target.value);
              setProblem(null);
            }}
            {...controlAria(COMMENT_ID, { error: problem ?? undefined, help: true })}
          />
        </FormField>
      </FormCard>
      <StickyActionBar message={<FormOutcome failure={submission.failure} success={null} />}>
        <Button
          type="button"
          label={t('company_edit.review.return')}
          severity="danger"
          outlined
          disabled={submission.busy || submission.done}
          onClick={() => void decide('rejected')}
        />
        <Button
          type="button"
          label={t('company_edit.review.approve')}
          loading={submission.busy}
          disabled={submission.done}
          onClick={() => void decide('passed')}
        />
      </StickyActionBar>
    </form>
  );
}
