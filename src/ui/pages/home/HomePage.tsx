import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { session } from '../../state/core-state';

export default function HomePage() {
  useSignals();
  const { t } = useTranslation();
  const current = session.value;
  if (!current) return null;
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>{t('home.welcome', { name: current.principal.user.cname })}</p>
      <p>{t('home.company', { company: current.principal.user.companyName })}</p>
      <p>{t('home.role', { role: current.companyRole })}</p>
    </section>
  );
}
