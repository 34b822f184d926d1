import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { CompanyChangeView } from '../../../api/endpoints/company-edit/company-change-view';
import { COMPANY_CHANGE_TYPE } from '../../../shared/company-edit/change-rules';
import { ApprovalFlowCard } from '../../components/approval/ApprovalFlowCard';
import { SectionCard } from '../../components/screen/SectionCard';
import { useCore } from '../../core/use-core';
import { readCompanyChangeHistory } from './change-history-reader';
import { ChangeComparison } from './ChangeComparison';
import styles from './ChangeComparison.module.css';

const stay = () => undefined;

/**
 * The company detail's "under review" section (docs/company-review.md): the approved legal data
 * and the pending change side by side, and the approval flow card in view mode. Renders nothing
 * when no change waits (or while it is being read).
 */
export function PendingCompanyChange() {
  const { t } = useTranslation();
  const core = useCore();
  const [change, setChange] = useState<CompanyChangeView | null>(null);

  useEffect(() => {
    let live = true;
    core.companyEdit.pending().then(
      (answer) => {
        if (live) setChange(answer);
      },
      // The HTTP client has told the user; the detail stays usable without this section.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core]);

  if (!change) return null;
  return (
    <SectionCard
      title={t('company_edit.pending.title')}
      testId="company-change-pending"
      extra={<Tag severity="warning" value={t('company_edit.pending.under_review')} />}
    >
      <p className={styles.meta}>
        {t('company_edit.pending.change_no')}: <span translate="no">{change.id}</span> ·{' '}
        {t('company_edit.reviews.submitted_by')}:{' '}
        <span translate="no">{change.submittedByName}</span>
      </p>
      <ChangeComparison change={change} />
      <ApprovalFlowCard
        businessType={COMPANY_CHANGE_TYPE}
        businessNo={change.id}
        editable={false}
        onDone={stay}
        readHistory={readCompanyChangeHistory}
      />
    </SectionCard>
  );
}
