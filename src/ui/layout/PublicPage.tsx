import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';
import frame from './PublicPage.module.css';

/**
 * A page without a session (sign-in, password reset): the language and theme switches in the
 * corner and one centred card, which the page draws with `frame.card` (PublicPage.module.css).
 */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <main className={frame.page}>
      <div className={frame.corner}>
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      {children}
    </main>
  );
}
