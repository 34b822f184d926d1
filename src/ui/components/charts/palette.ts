/** The two PrimeReact themes the portal switches between (src/ui/theme/theme.ts). */
export type ChartTheme = 'theme-dark' | 'theme-light';

export interface PaletteColor {
  /** What the hue is (dark theme's / light theme's where they differ), for docs and tests. */
  name: string;
  /** On the dark theme's card (#1f2937). */
  dark: string;
  /** On the light theme's card (#ffffff). */
  light: string;
}

/**
 * The 16-colour chart palette of spec 000 §9 (the spec leaves the values to us; docs/charts.md
 * says how they were chosen). The first five are the same Okabe–Ito hues in both themes, each
 * darkened or lightened just enough to keep 3:1 against its card; the rest of each theme's
 * sixteen were added one by one as the colour farthest (CIELAB ΔE, with and without a
 * deuteranopia simulation) from those already chosen, within a lightness band that reads on that
 * card. tests/unit/charts/palette.test.ts holds every rule.
 */
export const CHART_PALETTE: readonly PaletteColor[] = [
  { name: 'blue', dark: '#5085ba', light: '#0072b2' },
  { name: 'orange', dark: '#e69f00', light: '#bb8000' },
  { name: 'bluish green', dark: '#009e73', light: '#009e73' },
  { name: 'sky blue', dark: '#56b4e9', light: '#4593bf' },
  { name: 'reddish purple', dark: '#cc79a7', light: '#c1729e' },
  { name: 'vermillion / ultramarine', dark: '#d55e00', light: '#0000ff' },
  { name: 'yellow / cornflower', dark: '#f0e442', light: '#4b69ff' },
  { name: 'azure / forest', dark: '#0078ff', light: '#2d5a00' },
  { name: 'sand / plum', dark: '#f0d296', light: '#693c69' },
  { name: 'olive / crimson', dark: '#87964b', light: '#ff1e5a' },
  { name: 'pink / pine', dark: '#ffc3ff', light: '#005a3c' },
  { name: 'mint / indigo', dark: '#78e1b4', light: '#5a2db4' },
  { name: 'violet / orchid', dark: '#c34bf0', light: '#d24bff' },
  { name: 'green / royal blue', dark: '#1ee14b', light: '#2d2de1' },
  { name: 'rose / rust', dark: '#ff7887', light: '#b42d00' },
  { name: 'cyan / green', dark: '#3cc3d2', light: '#1e783c' },
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
