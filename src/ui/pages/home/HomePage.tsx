import { useSignals } from '@preact/signals-react/runtime';
import { Trans, useTranslation } from 'react-i18next';
import { session } from '../../state/core-state';
import { codeLabel } from '../../i18n/code-label';
import { companyNameIn } from '../../layout/company-name';

export default function HomePage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const current = session.value;
  if (!current) return null;
  // Names are data: marked translate="no" so neither a browser translator nor the zh-CN check
  // treats a registered English name as untranslated UI text.
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>
        <Trans
          i18nKey="home.welcome"
          values={{ name: current.principal.user.cname }}
          components={{ data: <span translate="no" /> }}
        />
      </p>
      <p>
        <Trans
          i18nKey="home.company"
          values={{ company: companyNameIn(current, i18n.language) }}
          components={{ data: <span translate="no" /> }}
        />
      </p>
      <p>{t('home.role', { role: codeLabel(t, 'role', current.companyRole.toUpperCase()) })}</p>
    </section>
  );
}
