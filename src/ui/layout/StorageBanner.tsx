import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { storage } from '../state/core-state';

/** Says when this device keeps nothing (online only) or when another tab upgraded the database. */
export function StorageBanner() {
  useSignals();
  const { t } = useTranslation();
  const state = storage.value;
  if (state.status === 'ready') return null;
  if (state.status === 'version-changed') {
    return (
      <div role="alert" data-testid="storage-banner">
        <Message severity="warn" text={t('storage.version_changed')} />
        <Button size="small" label={t('common.reload')} onClick={() => location.reload()} />
      </div>
    );
  }
  return (
    <div role="status" data-testid="storage-banner">
      <Message
        severity="warn"
        text={t('storage.unavailable', { reason: t(`storage.reason.${state.reason}`) })}
      />
    </div>
  );
}
