import { describe, expect, it } from 'vitest';
import { compactTicks } from '../../../src/ui/components/charts/compact-ticks';

describe('compact y-axis ticks', () => {
  it('are short in English: thousands, millions, billions', () => {
    expect(compactTicks([0, 500, 250_000, 12_345_678, 1_234_567_890], 'en-US')).toEqual([
      '0',
      '500',
      '250K',
      '12M',
      '1.2B',
    ]);
  });

  it('count in 万 and 亿 in Chinese', () => {
    expect(compactTicks([0, 500, 250_000, 12_345_678, 1_234_567_890], 'zh-CN')).toEqual([
      '0',
      '500',
      '25万',
      '1235万',
      '12亿',
    ]);
  });

  it('show negative ticks (outflows) with their sign', () => {
    expect(compactTicks([-3_000_000, 0, 3_000_000], 'en-US')).toEqual(['-3M', '0', '3M']);
    expect(compactTicks([-3_000_000, 0, 3_000_000], 'zh-CN')).toEqual(['-300万', '0', '300万']);
  });

  it('keep more digits when rounding would give two ticks the same text', () => {
    expect(compactTicks([1_200_000, 1_250_000, 1_300_000], 'en-US')).toEqual([
      '1.2M',
      '1.25M',
      '1.3M',
    ]);
    expect(compactTicks([12_000, 12_500, 13_000], 'zh-CN')).toEqual(['1.2万', '1.25万', '1.3万']);
  });
});
