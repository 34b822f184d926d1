import type { ReactNode } from 'react';
import styles from './StickyActionBar.module.css';

/**
 * A form's actions (Cancel / Save draft / Submit), stuck to the bottom of the viewport while the
 * form scrolls under it, so Submit is never a scroll away (issue 17). The form-level message
 * (a refusal that names no field) sits at its start.
 */
export function StickyActionBar({
  message,
  children,
}: {
  message?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.bar} data-testid="form-actions">
      <div className={styles.message}>{message}</div>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
