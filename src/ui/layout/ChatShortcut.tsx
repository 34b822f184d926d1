import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';

/** Not on the buyer outlook pages (it is where the chat lives) nor on the notice pages (spec 1). */
export const hidesChatShortcut = (pathname: string) =>
  pathname.startsWith('/buyer-outlook') || pathname.startsWith('/notice/');

/**
 * In the header's controls, not floating over the page: a floating button covered the last column
 * of lists, a card's corner and the sticky form bar's Submit at 1280 px (docs/ui-conventions.md).
 * The header stays in view, so the shortcut is as reachable as a floating one.
 */
export function ChatShortcut() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (hidesChatShortcut(pathname)) return null;
  return (
    <Button
      type="button"
      text
      rounded
      icon="pi pi-comments"
      aria-label={t('layout.chat_support')}
      tooltip={t('layout.chat_support')}
      tooltipOptions={{ position: 'bottom', event: 'both' }}
      data-testid="chat-shortcut"
      onClick={() => navigate('/buyer-outlook')}
    />
  );
}
