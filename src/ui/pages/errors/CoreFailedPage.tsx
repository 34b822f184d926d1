import { useTranslation } from 'react-i18next';

/** Shown instead of a blank screen when the worker core cannot start. */
export function CoreFailedPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <main role="alert" style={{ maxWidth: 640, margin: '80px auto', padding: 24 }}>
      <h1>{t('core.failed_title')}</h1>
      <p>{t('core.failed_body')}</p>
      <p style={{ opacity: 0.7 }}>{t('core.failed_detail', { detail })}</p>
      <button type="button" onClick={() => location.reload()}>
        {t('common.reload')}
      </button>
    </main>
  );
}
