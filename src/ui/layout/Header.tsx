import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../state/core-state';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import { RoleSwitcher } from './RoleSwitcher';
import { UserMenu } from './UserMenu';
import { ChatShortcut } from './ChatShortcut';
import { companyNameIn } from './company-name';
import { RealnameBadge } from '../pages/realname/RealnameBadge';
import styles from './MainLayout.module.css';

export function Header() {
  useSignals();
  const { t, i18n } = useTranslation();
  const current = session.value;
  const user = current?.principal.user;
  const companyName = current ? companyNameIn(current, i18n.language) : '';
  return (
    <header className={styles.header}>
      {user ? (
        <Link to="/" className={`${styles.brand} ${styles.brandLink}`}>
          {t('common.app_name')}
        </Link>
      ) : (
        <span className={styles.brand}>{t('common.app_name')}</span>
      )}
      {user ? (
        <span
          className={styles.company}
          data-testid="company-name"
          title={companyName}
          translate="no"
        >
          {companyName}
        </span>
      ) : (
        <span className={styles.company}>{t('layout.preview_banner')}</span>
      )}
      <span className={styles.spacer} />
      <div className={styles.controls}>
        <ChatShortcut />
        <RealnameBadge />
        <RoleSwitcher />
        <LanguageSwitch />
        <ThemeSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
