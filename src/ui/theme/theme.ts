import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'theme-dark' | 'theme-light';

const isTheme = (value: string | null): value is Theme =>
  value === 'theme-dark' || value === 'theme-light';

/**
 * The user's stored choice; until there is one, the system's colour scheme (dark, the spec's
 * default, unless the system asks for light). index.html's inline script decides the same way.
 */
export function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  if (isTheme(stored)) return stored;
  return matchMedia('(prefers-color-scheme: light)').matches ? 'theme-light' : 'theme-dark';
}

/**
 * index.html already painted the right background before any script; this links the PrimeReact
 * theme itself. Switching replaces one <link>, so there is never a moment without a theme.
 * Nothing is stored: a first visit keeps following the system until the user chooses.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.className = theme;
  const href = theme === 'theme-light' ? lightTheme : darkTheme;
  let link = document.getElementById('theme-link') as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = 'theme-link';
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** The user's own choice (the header's switch): applied, and from now on it wins. */
export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  localStorage.setItem(THEME_STORAGE_KEY, theme);
}
