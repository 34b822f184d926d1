import { useTranslation } from 'react-i18next';
import { useSignals } from '@preact/signals-react/runtime';
import { ProgressBar } from 'primereact/progressbar';
import { navigating } from '../state/navigation';
import styles from './MainLayout.module.css';

/**
 * The thin bar at the top while a navigation is under way (a page's chunk loading included); it
 * stops once the page has drawn. It is the one app-wide loading indicator: work inside a page
 * (a list query, an upload, an export) shows its own progress where it happens.
 */
export function NavigationProgress() {
  useSignals();
  const { t } = useTranslation();
  if (!navigating.value) return null;
  return (
    <ProgressBar
      mode="indeterminate"
      className={styles.progress}
      data-testid="navigation-progress"
      aria-label={t('layout.page_loading')}
    />
  );
}
