import type { ReactNode } from 'react';
import styles from './PageStack.module.css';

/** A page's blocks one under another with the portal's 12 px gap (a toolbar above a list…). */
export function PageStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
