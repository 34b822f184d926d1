import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../../shared/routes/match-route';
import { translateKey } from '../../core/error-text';

/** A route whose page a later release builds: its real title and breadcrumb, and a "coming" note. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  return (
    <section style={{ padding: 24 }}>
      <h1>{route ? translateKey(t, route.titleKey) : pathname}</h1>
      <div role="note" className="p-message p-message-info" style={{ padding: 16 }}>
        <strong>{t('layout.coming_title')}</strong>
        <p style={{ margin: '8px 0 0' }}>{t('layout.coming_body')}</p>
      </div>
    </section>
  );
}
