import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ChunkLoadError } from '../../app/load-page';

const reasonKey = {
  missing: 'layout.chunk_reason_missing',
  timeout: 'layout.chunk_reason_timeout',
  css: 'layout.chunk_reason_css',
} as const;

/** A page whose code failed to download: say so and offer a retry instead of a blank area. */
export function ChunkErrorPage({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" style={{ padding: 32 }}>
      <h2>{t('layout.chunk_failed_title')}</h2>
      <p>{t('layout.chunk_failed_body', { reason: t(reasonKey[error.kind]) })}</p>
      {error.code && <p style={{ opacity: 0.6 }}>{error.code}</p>}
      <Button label={t('common.retry')} icon="pi pi-refresh" onClick={onRetry} />
    </section>
  );
}
