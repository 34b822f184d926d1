import { describe, expect, it } from 'vitest';
import { cutToWidth, fitLabels } from '../../../src/ui/components/charts/label-fit';

const LINE = 16;

describe('x label fitting', () => {
  it('keeps labels level and all shown when the widest fits its slot', () => {
    const fit = fitLabels([40, 52, 48], 90, LINE);
    expect(fit).toMatchObject({ step: 1, rotate: 0 });
  });

  it('turns labels 45° rather than dropping any while a line still fits across the slot', () => {
    // Eleven buyer names of up to 180 px on a 1000 px plot: 90 px slots.
    const fit = fitLabels(new Array<number>(11).fill(180), 90, LINE);
    expect(fit.step).toBe(1);
    expect(fit.rotate).toBe(45);
    expect(fit.maxWidth).toBe(140);
    expect(fit.axisSize).toBeGreaterThan(LINE + 12);
  });

  it('shows every n-th label when even turned ones would overlap', () => {
    // 104 weeks on a 900 px plot: under 9 px a slot.
    const fit = fitLabels(new Array<number>(104).fill(70), 900 / 104, LINE);
    expect(fit.rotate).toBe(45);
    expect(fit.step).toBeGreaterThan(1);
    expect((900 / 104) * fit.step * Math.SQRT1_2).toBeGreaterThanOrEqual(LINE + 2);
  });

  it('cuts a long label with an ellipsis to the width allowed', () => {
    const measure = (text: string) => text.length * 7;
    expect(cutToWidth('Short', 100, measure)).toBe('Short');
    const cut = cutToWidth('Northwind Retail International Holdings', 140, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(140);
    expect(measure(cut)).toBeGreaterThan(140 - 14);
  });
});
