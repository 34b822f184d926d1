import { useTranslation } from 'react-i18next';
import styles from './Dashboard.module.css';

/** No receivables as supplier: one translated panel instead of cards and empty charts. */
export function EmptyDashboard() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="dashboard-empty">
      <i className="pi pi-chart-bar" aria-hidden="true" />
      <h2>{t('dashboard.empty.title')}</h2>
      <p>{t('dashboard.empty.text')}</p>
    </div>
  );
}
