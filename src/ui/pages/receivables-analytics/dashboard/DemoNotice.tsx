import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './Dashboard.module.css';

/** A preview visitor sees demonstration figures: said plainly, with the way to their own. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.demo} role="note" data-testid="dashboard-demo">
      <i className="pi pi-info-circle" aria-hidden="true" />
      <div>
        <strong>{t('dashboard.demo.title')}</strong>
        <p>{t('dashboard.demo.text')}</p>
      </div>
      <Link to="/login" className={styles.demoLink}>
        {t('dashboard.demo.sign_in')}
      </Link>
    </div>
  );
}
