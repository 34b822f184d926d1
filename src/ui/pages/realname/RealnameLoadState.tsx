import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { RealnameLoad } from './use-realname-status';

/** The status while it loads, or why it could not, with a way to try again. */
export function RealnameLoadState({
  status,
  onRetry,
}: {
  status: RealnameLoad;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status.state === 'ready') return null;
  if (status.state === 'loading') {
    return (
      <div role="status" aria-live="polite">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div role="alert">
      <Message severity="error" text={`${t('realname.load_failed')} ${status.error}`} />{' '}
      <Button type="button" size="small" outlined label={t('realname.retry')} onClick={onRetry} />
    </div>
  );
}
