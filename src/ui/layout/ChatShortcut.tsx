import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import styles from './MainLayout.module.css';

/** Not on the buyer outlook pages (it is where the chat lives) nor on the notice pages (spec 1). */
export const hidesChatShortcut = (pathname: string) =>
  pathname.startsWith('/buyer-outlook') || pathname.startsWith('/notice/');

export function ChatShortcut() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (hidesChatShortcut(pathname)) return null;
  return (
    <Button
      className={styles.chat}
      rounded
      icon="pi pi-comments"
      aria-label={t('layout.chat_support')}
      onClick={() => navigate('/buyer-outlook')}
    />
  );
}
