import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { keepUnchangedStyleText } from '../theme/keep-style-text';
import { startCore } from '../core/bridge';
import { CoreFailedPage } from '../pages/errors/CoreFailedPage';
import { installAccessiblePassThrough } from '../theme/prime-accessibility';
import { App } from './App';
import { nextTask } from './next-task';
import { prefetchPage } from './prefetch-page';

/**
 * The app's half of start-up (main.tsx holds the shell's): the page chunk's prefetch, PrimeReact's
 * set-up, then the worker's start and the first render, each in a task of its own.
 */
export async function startApp(): Promise<void> {
  // Vite's preload links for the page's chunks and styles are some ms of their own.
  prefetchPage(location.pathname);
  await nextTask();
  installAccessiblePassThrough();
  keepUnchangedStyleText();
  await nextTask();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const render = (node: React.ReactNode) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </StrictMode>,
    );
  try {
    render(<App core={await startCore()} />);
  } catch (e) {
    render(<CoreFailedPage detail={e instanceof Error ? e.message : String(e)} />);
  }
}
