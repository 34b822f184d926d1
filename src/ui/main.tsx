// First: zod must know before any schema is built (see the module).
import './security/zod-without-eval';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './theme/global.css';
import { initI18n } from './i18n/i18n';
import { applyTheme, initialTheme } from './theme/theme';
import { installTrustedTypesPolicy } from './security/trusted-types';
import { nextTask } from './app/next-task';

installTrustedTypesPolicy();
// The shell (these modules: translations, theme) and the app (router, PrimeReact, the pages'
// declarations, React's renderer) are evaluated in tasks of their own, of ~5 and ~12 ms of CPU on
// a tab's first load instead of one of 15–17 ms; with a DevTools session in the page (the browser
// bench's Playwright), which makes V8 collect every script's source positions, one of 50–75 ms
// (docs/dashboards.md). The document preloads the app's chunks (vite.config.ts), so importing
// them here waits for no extra round trip. No top-level await: the app's chunk imports this one's
// modules, and would wait for this module's evaluation, which would wait for it.
const app = import('./app/start-app');
void nextTask().then(async () => {
  applyTheme(initialTheme());
  await initI18n();
  await (await app).startApp();
});
