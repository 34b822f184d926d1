import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  chartColor,
  type ChartTheme,
} from '../../../src/ui/components/charts/palette';
import { contrast, deltaE, deuteranope, lab, linear } from './color-math';

// The card backgrounds of PrimeReact's lara-dark-blue and lara-light-blue (--surface-card).
const CARDS: Record<ChartTheme, string> = { 'theme-dark': '#1f2937', 'theme-light': '#ffffff' };
const THEMES: ChartTheme[] = ['theme-dark', 'theme-light'];
// CIE76 ΔE below which two series would be hard to tell apart at a glance.
const MIN_DISTANCE = 15;

const colorsOf = (theme: ChartTheme) => CHART_PALETTE.map((_, i) => chartColor(i, theme));

function closestPair(colors: string[], view: (hex: string) => ReturnType<typeof lab>) {
  let closest = { distance: Infinity, a: '', b: '' };
  colors.forEach((a, i) =>
    colors.slice(i + 1).forEach((b) => {
      const distance = deltaE(view(a), view(b));
      if (distance < closest.distance) closest = { distance, a, b };
    }),
  );
  return closest;
}

describe('chart palette', () => {
  it('holds the 16 colours of spec §9, each a #rrggbb per theme', () => {
    expect(CHART_PALETTE).toHaveLength(16);
    for (const theme of THEMES) {
      for (const color of colorsOf(theme)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(THEMES)('keeps 3:1 against the %s card', (theme) => {
    const weak = colorsOf(theme)
      .map((color) => ({ color, ratio: contrast(color, CARDS[theme]) }))
      .filter(({ ratio }) => ratio < 3);
    expect(weak).toEqual([]);
  });

  it.each(THEMES)('has 16 distinct colours on %s, for normal vision', (theme) => {
    const colors = colorsOf(theme);
    expect(new Set(colors).size).toBe(16);
    expect(closestPair(colors, (hex) => lab(linear(hex))).distance).toBeGreaterThanOrEqual(
      MIN_DISTANCE,
    );
  });

  it.each(THEMES)('keeps the 16 apart on %s under a deuteranopia simulation', (theme) => {
    const closest = closestPair(colorsOf(theme), (hex) => lab(deuteranope(linear(hex))));
    expect(closest.distance, `${closest.a} vs ${closest.b}`).toBeGreaterThanOrEqual(MIN_DISTANCE);
  });

  it('wraps after 16 and follows the theme asked for', () => {
    expect(chartColor(16, 'theme-dark')).toBe(chartColor(0, 'theme-dark'));
    expect(chartColor(17, 'theme-light')).toBe(chartColor(1, 'theme-light'));
    expect(chartColor(0, 'theme-dark')).toBe(CHART_PALETTE[0]?.dark);
    expect(chartColor(0, 'theme-light')).toBe(CHART_PALETTE[0]?.light);
  });
});
