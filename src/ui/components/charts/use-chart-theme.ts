import { useEffect, useState } from 'react';
import { currentChartTheme, type ChartTheme } from './palette';

/** The theme colours a canvas needs: it cannot read CSS variables itself. */
export interface ChartThemeColors {
  theme: ChartTheme;
  text: string;
  textSecondary: string;
  border: string;
  card: string;
  font: string;
}

function readColors(): ChartThemeColors {
  const root = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  const theme = currentChartTheme();
  const dark = theme === 'theme-dark';
  return {
    theme,
    text: read('--text-color', dark ? '#e5e7eb' : '#4b5563'),
    textSecondary: read('--text-color-secondary', dark ? '#9ca3af' : '#6b7280'),
    border: read('--surface-border', dark ? '#374151' : '#dfe7ef'),
    card: read('--surface-card', dark ? '#1f2937' : '#ffffff'),
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
  };
}

const same = (a: ChartThemeColors, b: ChartThemeColors) =>
  a.theme === b.theme &&
  a.text === b.text &&
  a.textSecondary === b.textSecondary &&
  a.border === b.border &&
  a.card === b.card &&
  a.font === b.font;

/**
 * The current theme's colours, live. The html element's class flips at once when the user
 * switches theme, but the new PrimeReact stylesheet (a replaced <link>) arrives later: the
 * variables are read again on both the class change and the stylesheet's load.
 */
export function useChartTheme(): ChartThemeColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const refresh = () => {
      const next = readColors();
      setColors((prev) => (same(prev, next) ? prev : next));
    };
    const observer = new MutationObserver(refresh);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // Load events do not bubble; a capturing listener on the document still sees the link's.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLLinkElement) refresh();
    };
    document.addEventListener('load', onLoad, true);
    refresh();
    return () => {
      observer.disconnect();
      document.removeEventListener('load', onLoad, true);
    };
  }, []);
  return colors;
}
