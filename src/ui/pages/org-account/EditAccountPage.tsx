import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { FormOutcome } from '../user-center/FormOutcome';
import { AccountForm } from './AccountForm';

type Loaded =
  { status: 'done'; account: Record<string, unknown> | null } | { status: 'error'; error: unknown };

/** /org/account/:id/edit: the account's current values in the configured form. */
export default function EditAccountPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { id = '' } = useParams();
  const [answer, setAnswer] = useState<{ id: string; loaded: Loaded } | null>(null);

  useEffect(() => {
    let live = true;
    core.pages.record(orgAccountPage.id, id).then(
      (account) => live && setAnswer({ id, loaded: { status: 'done', account } }),
      (error: unknown) => live && setAnswer({ id, loaded: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [core, id]);

  const loaded = answer?.id === id ? answer.loaded : null;
  if (!loaded) return <ProgressSpinner style={{ width: 32, height: 32 }} />;
  if (loaded.status === 'error') {
    return <FormOutcome failure={errorText(t, loaded.error)} success={null} />;
  }
  if (!loaded.account) return <FormOutcome failure={t('pages.detail.not_found')} success={null} />;
  return <AccountForm key={id} mode="edit" account={loaded.account} />;
}
