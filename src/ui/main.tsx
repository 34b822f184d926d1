// First: zod must know before any schema is built (see the module).
import './security/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './theme/global.css';
import { i18n, initI18n } from './i18n/i18n';
import { applyTheme, initialTheme } from './theme/theme';
import { keepUnchangedStyleText } from './theme/keep-style-text';
import { startCore } from './core/bridge';
import { App } from './app/App';
import { nextTask } from './app/next-task';
import { prefetchPage } from './app/prefetch-page';
import { CoreFailedPage } from './pages/errors/CoreFailedPage';
import { installTrustedTypesPolicy } from './security/trusted-types';
import { installAccessiblePassThrough } from './theme/prime-accessibility';

installTrustedTypesPolicy();
// Evaluating the modules above is one task already; each step after it gets its own (the
// prefetch's preload links for the page's chunks and styles are some ms of their own).
await nextTask();
prefetchPage(location.pathname);
await nextTask();
installAccessiblePassThrough();
keepUnchangedStyleText();
applyTheme(initialTheme());
await initI18n();
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
