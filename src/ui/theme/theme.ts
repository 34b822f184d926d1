import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import { THEME_STORAGE_KEY } from '../../shared/constants';

export type Theme = 'theme-dark' | 'theme-light';

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_STORAGE_KEY) === 'theme-light' ? 'theme-light' : 'theme-dark';
}

/**
 * index.html already painted the right background before any script; this links the PrimeReact
 * theme itself. Switching replaces one <link>, so there is never a moment without a theme.
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
  localStorage.setItem(THEME_STORAGE_KEY, theme);
}
