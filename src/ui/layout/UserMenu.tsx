import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { holdGuardUntilNavigated } from '../app/guard-hold';
import { useSignals } from '@preact/signals-react/runtime';
import { Menu } from 'primereact/menu';
import { Button } from 'primereact/button';
import { useCore } from '../core/use-core';
import { session } from '../state/core-state';

export function UserMenu() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useRef<Menu>(null);
  const user = session.value?.principal.user;
  if (!user) return null;

  async function logout() {
    await core.session.logout();
    // An explicit logout carries no backUrl (spec 4): leave before the session signal clears, or
    // the guard would see a signed-out visitor here and send them to /login with a backUrl.
    holdGuardUntilNavigated(location.key);
    await navigate('/login', { replace: true });
    session.value = null;
  }

  return (
    <>
      <Menu
        ref={menu}
        popup
        id="user-menu"
        model={[
          {
            label: t('layout.user_center'),
            icon: 'pi pi-user',
            command: () => navigate('/user-center'),
          },
          { label: t('layout.logout'), icon: 'pi pi-sign-out', command: () => void logout() },
        ]}
      />
      <Button
        type="button"
        text
        icon="pi pi-user"
        label={user.cname}
        aria-label={t('layout.user_menu')}
        aria-controls="user-menu"
        aria-haspopup
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
