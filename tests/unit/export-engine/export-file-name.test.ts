import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../src/shared/export/export-file-name';

describe('export file names', () => {
  // 2026-11-24 17:30 UTC is already 2026-11-25 in +8 and still the 24th in -5.
  const now = Date.UTC(2026, 10, 24, 17, 30);

  it('suffix the title with the user’s calendar day, not the machine’s', () => {
    expect(exportFileName('Purchase orders', 'xlsx', now, 480)).toBe(
      'Purchase orders_20261125.xlsx',
    );
    expect(exportFileName('Purchase orders', 'csv', now, -300)).toBe(
      'Purchase orders_20261124.csv',
    );
  });

  it('keep Chinese titles and replace characters a file system refuses', () => {
    expect(exportFileName('应收账款 - 到期余额', 'csv', now, 480)).toBe(
      '应收账款 - 到期余额_20261125.csv',
    );
    expect(exportFileName('Costs / details: "Q4"?', 'xlsx', now, 0)).toBe(
      'Costs details Q4_20261124.xlsx',
    );
    expect(exportFileName(' / ', 'xlsx', now, 0)).toBe('export_20261124.xlsx');
  });
});
