import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import { isPriceExpired } from '../../../shared/org-info/intention-lifecycle';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { IntentionForm } from './IntentionForm';
import { viewerActions } from './viewer';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'done'; intention: Intention; today: string };

/**
 * /org/info/edit-intent?id=FI…: the intention's form, when the state machine lets the viewer
 * edit it now; otherwise a sentence and the way back, never a form the server would refuse.
 */
export default function EditIntentionPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    core.orgInfo.detail(id).then(
      ({ today, ...intention }) => live && setLoaded({ status: 'done', intention, today }),
      (error: unknown) => live && setLoaded({ status: 'error', text: errorText(t, error) }),
    );
    return () => {
      live = false;
    };
  }, [core, id, t]);

  const back = <Link to={paths.orgInfo.getHref()}>{t('org_info.form.back')}</Link>;
  if (loaded.status === 'loading') return <ProgressSpinner style={{ width: 32, height: 32 }} />;
  if (loaded.status === 'error') {
    return (
      <div className={record.stack}>
        <h1 className={record.title}>{t('org_info.form.loading_failed')}</h1>
        <p role="alert">{loaded.text}</p>
        {back}
      </div>
    );
  }
  const { intention, today } = loaded;
  const expired = isPriceExpired(intention.price?.validUntil ?? null, today);
  if (!viewerActions(intention.state, expired).includes('edit')) {
    return (
      <div className={record.stack}>
        <h1 className={record.title}>{t('org_info.form.edit_title', { id: intention.id })}</h1>
        <p>{t('org_info.form.not_editable', { id: intention.id })}</p>
        {back}
      </div>
    );
  }
  return <IntentionForm existing={intention} />;
}
