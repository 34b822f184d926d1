import { memo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../state/core-state';
import { collapsed } from '../state/app-state';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ScrollToTop } from './ScrollToTop';
import styles from './MainLayout.module.css';

/**
 * The header reads no address: kept out of the layout's render at each address change (a
 * cross-filter writes the URL, and Back re-renders the route tree in one task).
 */
const StillHeader = memo(Header);

const bodyClass = (signedIn: boolean, small: boolean) =>
  !signedIn ? styles.bodyAlone : small ? styles.bodyCollapsed : '';

/**
 * Header, side menu (for signed-in users; preview visitors get the page alone), breadcrumbs.
 * Routes nested under it draw in the outlet; a route that is framed only sometimes (the error
 * pages) passes its page as children.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  useSignals();
  const signedIn = session.value !== null;
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <StillHeader />
      <div className={`${styles.body} ${bodyClass(signedIn, collapsed.value)}`}>
        {signedIn && (
          <aside className={styles.side}>
            <SideMenu />
          </aside>
        )}
        <main className={styles.main}>
          <Breadcrumbs />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}

/** Signed in, the error pages sit in the portal's frame (menu, header, a way on); signed out, alone. */
export function FramedWhenSignedIn({ children }: { children: ReactNode }) {
  useSignals();
  return session.value ? <MainLayout>{children}</MainLayout> : children;
}
