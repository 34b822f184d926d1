import { useSignals } from '@preact/signals-react/runtime';
import { ProgressBar } from 'primereact/progressbar';
import { navigating, loadingCount } from '../state/navigation';
import styles from './MainLayout.module.css';

/** The thin bar at the top while a navigation is under way; it stops once the page has drawn. */
export function NavigationProgress() {
  useSignals();
  if (!navigating.value) return null;
  return (
    <ProgressBar
      mode="indeterminate"
      className={styles.progress}
      data-testid="navigation-progress"
    />
  );
}

/** The global loading overlay, below the 92 px header, while any blocking operation runs. */
export function LoadingOverlay() {
  useSignals();
  if (loadingCount.value === 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" style={{ fontSize: '2rem' }} aria-hidden />
    </div>
  );
}
