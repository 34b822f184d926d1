import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Menu } from 'primereact/menu';
import { Button } from 'primereact/button';
import { session } from '../state/core-state';
import { useSignOut } from './use-sign-out';
import styles from './MainLayout.module.css';

export function UserMenu() {
  useSignals();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu = useRef<Menu>(null);
  const user = session.value?.principal.user;
  if (!user) return null;

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
          { label: t('layout.logout'), icon: 'pi pi-sign-out', command: () => void signOut() },
        ]}
      />
      <Button
        type="button"
        text
        icon="pi pi-user"
        // The name is a child, not `label`: PrimeReact copies `label` into an aria-label, which
        // would carry the (untranslatable) name outside its translate="no" span. The accessible
        // name starts with the name as seen and says what the button opens (axe:
        // label-content-name-mismatch).
        pt={{ icon: { className: 'p-button-icon-left' } }}
        className={styles.userButton}
        aria-labelledby="user-menu-name user-menu-what"
        aria-controls="user-menu"
        aria-haspopup
        onClick={(e) => menu.current?.toggle(e)}
      >
        <span id="user-menu-name" className="p-button-label" translate="no">
          {user.cname}
        </span>
        <span id="user-menu-what" className={styles.srOnly}>
          {t('layout.user_menu')}
        </span>
      </Button>
    </>
  );
}
