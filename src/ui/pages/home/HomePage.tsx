import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';

export default function HomePage() {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const current = session.value;
  if (!current) return null;

  async function signOut() {
    await core.session.logout();
    session.value = null;
    navigate('/login', { replace: true });
  }

  return (
    <main style={{ padding: 24 }}>
      <h1>{t('home.title')}</h1>
      <p>{t('home.welcome', { name: current.principal.user.cname })}</p>
      <p>{t('home.company', { company: current.principal.user.companyName })}</p>
      <p>{t('home.role', { role: current.companyRole })}</p>
      <Button label={t('home.sign_out')} severity="secondary" onClick={signOut} />
    </main>
  );
}
