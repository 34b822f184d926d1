import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { CompanyEditFormData } from '../../../api/endpoints/company-edit/company-edit-form';
import { useCore } from '../../core/use-core';
import { CompanyEditForm } from './CompanyEditForm';

type State =
  { kind: 'loading' } | { kind: 'ready'; data: CompanyEditFormData } | { kind: 'failed' };

/** /org/company/edit: the form opens with the approved data and any change under review. */
export default function CompanyEditPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    core.companyEdit.form().then(
      (data) => live && setState({ kind: 'ready', data }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [core, attempt]);

  if (state.kind === 'ready') return <CompanyEditForm data={state.data} />;
  if (state.kind === 'loading') return <p role="status">{t('company_edit.loading')}</p>;
  return (
    <div role="alert">
      <p>{t('company_edit.load_failed')}</p>
      <Button
        type="button"
        label={t('company_edit.reload')}
        onClick={() => {
          setState({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    </div>
  );
}
