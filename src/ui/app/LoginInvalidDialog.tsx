import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { userChanged } from '../state/core-state';

/**
 * Another tab signed in as someone else: this tab's screens belong to the previous user, so it
 * is blocked until the user goes to sign in (spec 6, common.login_invalid).
 */
export function LoginInvalidDialog() {
  useSignals();
  const { t } = useTranslation();
  if (!userChanged.value) return null;
  return (
    <Dialog
      visible
      modal
      closable={false}
      closeOnEscape={false}
      header={t('layout.login_invalid_title')}
      onHide={() => undefined}
      footer={<Button label={t('common.ok')} autoFocus onClick={() => location.assign('/login')} />}
      style={{ width: 412 }}
    >
      <p role="alert">{t('common.login_invalid')}</p>
    </Dialog>
  );
}
