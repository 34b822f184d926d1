import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { errorText } from '../../core/error-text';
import { useRecord } from '../../components/declared-page/use-record';
import { FormOutcome } from '../user-center/FormOutcome';
import { AccountForm } from './AccountForm';

/** /org/account/:id/edit: the account's current values in the configured form. */
export default function EditAccountPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loaded = useRecord(orgAccountPage.id, id);
  if (loaded.status === 'loading') return <ProgressSpinner style={{ width: 32, height: 32 }} />;
  if (loaded.status === 'error') {
    return <FormOutcome failure={errorText(t, loaded.error)} success={null} />;
  }
  if (!loaded.record) return <FormOutcome failure={t('pages.detail.not_found')} success={null} />;
  return <AccountForm key={id} mode="edit" account={loaded.record} />;
}
