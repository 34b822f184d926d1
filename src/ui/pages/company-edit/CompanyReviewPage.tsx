import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Tag } from 'primereact/tag';
import type { CompanyChangeView } from '../../../api/endpoints/company-edit/company-change-view';
import { COMPANY_CHANGE_TYPE, mayDecide } from '../../../shared/company-edit/change-rules';
import { paths } from '../../../shared/routes/paths';
import { ApprovalFlowCard } from '../../components/approval/ApprovalFlowCard';
import record from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { useCore } from '../../core/use-core';
import { readCompanyChangeHistory } from './change-history-reader';
import { ChangeComparison } from './ChangeComparison';
import { ReviewDecision } from './ReviewDecision';
import styles from './ChangeComparison.module.css';

const stay = () => undefined;

/**
 * /review/company-changes/:changeId: the change side by side with the approved data, its flow
 * card in view mode, and, while it waits, the reviewer's Approve / Return.
 */
export default function CompanyReviewPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const { changeId = '' } = useParams();
  const [change, setChange] = useState<CompanyChangeView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    core.companyEdit.reviewDetail(changeId).then(
      (answer) => live && setChange(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [core, changeId]);

  const back = useCallback(() => void navigate(paths.reviewCompanyChanges.getHref()), [navigate]);

  return (
    <div data-testid="company-review">
      <h1 className={record.title} translate="no">
        {change?.id ?? changeId}
      </h1>
      {failed && (
        <p role="alert">
          {t('company_edit.reviews.load_failed')}{' '}
          <Link to={paths.reviewCompanyChanges.getHref()}>{t('company_edit.review.back')}</Link>
        </p>
      )}
      {change && (
        <>
          <SectionCard
            title={<span translate="no">{change.companyName}</span>}
            extra={
              <Tag
                severity={
                  change.status === 'PENDING'
                    ? 'warning'
                    : change.status === 'APPROVED'
                      ? 'success'
                      : 'danger'
                }
                value={t(`company_edit.reviews.state.${change.status}`)}
              />
            }
          >
            <p className={styles.meta}>
              {t('company_edit.reviews.submitted_by')}:{' '}
              <span translate="no">{change.submittedByName}</span>
            </p>
            <ChangeComparison change={change} />
          </SectionCard>
          <ApprovalFlowCard
            businessType={COMPANY_CHANGE_TYPE}
            businessNo={change.id}
            editable={false}
            onDone={stay}
            readHistory={readCompanyChangeHistory}
          />
          {mayDecide(change.status) ? (
            <ReviewDecision change={change} onDone={back} />
          ) : (
            <p className={styles.meta}>{t('company_edit.review.decided')}</p>
          )}
        </>
      )}
    </div>
  );
}
