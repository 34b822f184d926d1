import { describe, expect, it } from 'vitest';
import { progressView } from '../../../src/ui/pages/receivables-analytics/sync-progress';

describe('sync progress', () => {
  it('is indeterminate before the first event', () => {
    expect(progressView({})).toEqual({ table: null, loaded: 0, total: 0, percent: null });
  });

  it('follows the table being synced, not the sum of tables', () => {
    expect(
      progressView({
        buyers: { loaded: 500, total: 500, done: true },
        receivables: { loaded: 25_000, total: 100_000, done: false },
      }),
    ).toEqual({ table: 'receivables', loaded: 25_000, total: 100_000, percent: 25 });
  });

  it('has nothing to show once every table is done', () => {
    expect(progressView({ buyers: { loaded: 5, total: 5, done: true } }).table).toBeNull();
  });

  it('stays indeterminate while a table has not said its total', () => {
    expect(progressView({ payments: { loaded: 0, total: 0, done: false } }).percent).toBeNull();
  });
});
