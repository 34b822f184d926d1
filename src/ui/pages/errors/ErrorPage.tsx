import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

export default function ErrorPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const text =
    code === '403'
      ? t('error_page.403')
      : code === '404'
        ? t('error_page.404')
        : t('error_page.generic');
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <h1>{code ?? t('common.error_title')}</h1>
      <p>{text}</p>
      <Link to="/">{t('error_page.back_home')}</Link>
    </main>
  );
}
