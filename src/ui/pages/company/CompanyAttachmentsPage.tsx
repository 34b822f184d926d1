import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mayEditCompany } from '../../../shared/company-profile/profile-permissions';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { session } from '../../state/core-state';
import { AttachmentsCard } from './AttachmentsCard';
import { AttachmentUploadCard } from './AttachmentUploadCard';
import { useAttachmentTree } from './use-attachment-tree';
import styles from './Company.module.css';

const linkClass = 'p-button p-button-outlined p-button-sm';

/**
 * /org/company/detail/attach: the company's documents. Everyone who sees the company may
 * preview and download them; adding files needs the edit authority (docs/company.md).
 */
export default function CompanyAttachmentsPage() {
  useSignals();
  const { t } = useTranslation();
  const tree = useAttachmentTree();
  const canEdit = mayEditCompany(session.value?.principal);
  return (
    <div className={record.stack} data-testid="company-attachments-page">
      <div className={styles.head}>
        <h1 className={record.title}>{t('company.attach.page_title')}</h1>
        <nav className={styles.links} aria-label={t('company.attach.page_title')}>
          <Link className={linkClass} to={paths.orgCompanyDetail.getHref()}>
            {t('company.attach.back')}
          </Link>
        </nav>
      </div>
      {canEdit ? (
        <AttachmentUploadCard onAdded={tree.reload} />
      ) : (
        <p className={styles.note}>{t('company.attach.read_only')}</p>
      )}
      <AttachmentsCard tree={tree} />
    </div>
  );
}
