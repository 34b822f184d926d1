import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';

/** What a card shows while its data loads, or why it could not, with a way to try again. */
export function LoadState(props: { loading: string; error: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (props.error === null) {
    return (
      <div role="status" aria-live="polite">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} aria-hidden="true" />{' '}
        {props.loading}
      </div>
    );
  }
  return (
    <div role="alert">
      <Message severity="error" text={props.error} />{' '}
      <Button
        type="button"
        size="small"
        outlined
        label={t('company.detail.reload')}
        onClick={props.onRetry}
      />
    </div>
  );
}
