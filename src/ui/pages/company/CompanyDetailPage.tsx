import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mayEditCompany } from '../../../shared/company-profile/profile-permissions';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { session } from '../../state/core-state';
import { PendingCompanyChange } from '../company-edit/PendingCompanyChange';
import { AttachmentsCard } from './AttachmentsCard';
import { BankAccountsSection } from './BankAccountsSection';
import { BaseInfoSection } from './BaseInfoSection';
import { ContactsSection } from './ContactsSection';
import { LoadState } from './LoadState';
import { RoleSections } from './RoleSections';
import { useAttachmentTree } from './use-attachment-tree';
import { useCompanyProfile } from './use-company-profile';
import styles from './Company.module.css';

const linkClass = 'p-button p-button-outlined p-button-sm';

/**
 * /org/company/detail: the caller's company (docs/company.md). Edit shows only with the edit
 * authority (org.company.edit.edit); the /org/company/edit page checks its own permission.
 */
export default function CompanyDetailPage() {
  useSignals();
  const { t } = useTranslation();
  const { profile, reload } = useCompanyProfile();
  const tree = useAttachmentTree();
  const canEdit = mayEditCompany(session.value?.principal);

  return (
    <div className={record.stack} data-testid="company-detail">
      <div className={styles.head}>
        <h1 className={record.title}>{t('company.detail.title')}</h1>
        {canEdit && (
          <nav className={styles.links} aria-label={t('company.detail.title')}>
            <Link
              className={linkClass}
              to={paths.orgCompanyEdit.getHref()}
              data-testid="company-edit"
            >
              <i className="pi pi-pencil" aria-hidden="true" />
              &nbsp;{t('company.detail.edit')}
            </Link>
          </nav>
        )}
      </div>
      {profile.state !== 'ready' ? (
        <LoadState
          loading={t('company.detail.loading')}
          error={profile.state === 'failed' ? profile.error : null}
          onRetry={reload}
        />
      ) : (
        <>
          <BaseInfoSection profile={profile.value} />
          {/* Issue 20 (C2): the pending legal-data change, side by side with the approved data. */}
          <PendingCompanyChange />
          <RoleSections sections={profile.value.sections} business={profile.value.business} />
          <BankAccountsSection profile={profile.value} />
          <ContactsSection contacts={profile.value.contacts} />
        </>
      )}
      <AttachmentsCard
        tree={tree}
        extra={
          <Link className={linkClass} to={paths.orgCompanyDetailAttach.getHref()}>
            {t('company.attach.manage')}
          </Link>
        }
      />
    </div>
  );
}
