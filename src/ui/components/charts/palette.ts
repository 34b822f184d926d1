/** The two PrimeReact themes the portal switches between (src/ui/theme/theme.ts). */
export type ChartTheme = 'theme-dark' | 'theme-light';

export interface PaletteColor {
  /** What the hue is, for docs and tests. */
  name: string;
  /** On the dark theme's card (#1f2937). */
  dark: string;
  /** On the light theme's card (#ffffff). */
  light: string;
}

/**
 * The 16-colour chart palette of spec 000 §9 (values chosen here; docs/charts.md says how).
 * Provisional until tuned by tests/unit/charts/palette.test.ts.
 */
export const CHART_PALETTE: readonly PaletteColor[] = [
  { name: 'blue', dark: '#56b4e9', light: '#0072b2' },
  { name: 'orange', dark: '#e69f00', light: '#a35d00' },
  { name: 'bluish green', dark: '#009e73', light: '#007a59' },
  { name: 'vermillion', dark: '#ff7f50', light: '#c2410c' },
  { name: 'reddish purple', dark: '#cc79a7', light: '#a4497c' },
  { name: 'yellow', dark: '#f0e442', light: '#8a7d00' },
  { name: 'indigo', dark: '#8c8cff', light: '#332288' },
  { name: 'teal', dark: '#44aa99', light: '#2a7265' },
  { name: 'wine', dark: '#d06a8d', light: '#882255' },
  { name: 'olive', dark: '#b5b54a', light: '#6b6b23' },
  { name: 'sand', dark: '#ddcc77', light: '#7f6f1e' },
  { name: 'cyan', dark: '#88ccee', light: '#2f6e8e' },
  { name: 'rose', dark: '#ee8899', light: '#b03a50' },
  { name: 'green', dark: '#66bb55', light: '#117733' },
  { name: 'purple', dark: '#b987e0', light: '#6f3d99' },
  { name: 'grey', dark: '#bbbbbb', light: '#666666' },
];

/** The theme the document shows now (its html class), dark when there is no document. */
export function currentChartTheme(): ChartTheme {
  if (typeof document === 'undefined') return 'theme-dark';
  return document.documentElement.classList.contains('theme-light') ? 'theme-light' : 'theme-dark';
}

/** The colour of the index-th series (wrapping after 16) in a theme (by default the current one). */
export function chartColor(index: number, theme: ChartTheme = currentChartTheme()): string {
  const size = CHART_PALETTE.length;
  const color = CHART_PALETTE[((Math.trunc(index) % size) + size) % size];
  if (!color) return theme === 'theme-light' ? '#4b5563' : '#e5e7eb';
  return theme === 'theme-light' ? color.light : color.dark;
}
