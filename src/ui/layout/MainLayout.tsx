import { Outlet } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../state/core-state';
import { collapsed } from '../state/app-state';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ChatShortcut } from './ChatShortcut';
import { LoadingOverlay } from './NavigationProgress';
import styles from './MainLayout.module.css';

/** Header, side menu (for signed-in users; preview visitors get the page alone), breadcrumbs. */
export function MainLayout() {
  useSignals();
  const signedIn = session.value !== null;
  return (
    <div className={styles.shell}>
      <Header />
      <div className={styles.body}>
        {signedIn ? (
          <aside
            className={collapsed.value ? `${styles.side} ${styles.sideCollapsed}` : styles.side}
          >
            <SideMenu />
          </aside>
        ) : (
          <span />
        )}
        <main className={styles.main}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <ChatShortcut />
      <LoadingOverlay />
    </div>
  );
}
