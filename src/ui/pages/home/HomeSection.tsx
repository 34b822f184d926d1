import type { ReactNode } from 'react';
import styles from './HomePage.module.css';

/**
 * One titled section of the home page, named by its heading for assistive technology; `action`
 * (a link to the whole list) sits on the heading's line.
 */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${id}-title`} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      {action ? (
        <div className={styles.sectionHead}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
