import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { SettingsRepo } from '../../../src/db/storage';
import { arDashboard, type ArDashboardDeps } from '../../../src/worker/dashboards/ar-dashboard';
import { createArMemo } from '../../../src/worker/dashboards/ar-memo';
import type { ArTables } from '../../../src/worker/dashboards/ar-tables';
import { demoTables } from '../../../src/worker/dashboards/demo-dataset';

const asOf = '2026-11-26';

/** A signed-in worker over `tables`, counting the table reads; `stamp` names the data. */
function worker(settings: SettingsRepo, tables: ArTables, stamp: { value: string }) {
  const reads: string[] = [];
  const deps: ArDashboardDeps = {
    http: null as never,
    cache: {
      stamp: () => Promise.resolve(stamp.value),
      rawTable: (name) => {
        reads.push(name);
        return Promise.resolve(tables[name]);
      },
    },
    signedIn: () => true,
    today: () => asOf,
    memo: createArMemo(settings),
    revision: 'build-1',
  };
  return { deps, reads };
}

/** Lets the memo's write and the background table decoding land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('kept dashboard answers', () => {
  it('answer a new worker over the same store without reading a table, equal to the computed one', async () => {
    const { settings } = createMemoryStorage();
    const tables = demoTables(asOf);
    const stamp = { value: 'C001|receivables:v1:10:360' };
    const first = worker(settings, tables, stamp);
    const computed = await arDashboard(first.deps, { buyerCode: 'DEMO02', currency: 'USD' });
    expect(first.reads.length).toBeGreaterThan(0);
    expect(computed.source).toBe('local');
    await settle();

    // A cold start: another worker, nothing in memory; the filter's fields in another order.
    const second = worker(settings, tables, stamp);
    const kept = await arDashboard(second.deps, { currency: 'USD', buyerCode: 'DEMO02' });
    expect(second.reads).toEqual([]);
    expect(kept).toEqual(computed);
    await settle();
    // Meanwhile the tables are decoded for the next filter.
    expect(second.reads.length).toBeGreaterThan(0);
  });

  it('decode the receivables alone first after a kept answer: the list below asks for them next', async () => {
    const { settings } = createMemoryStorage();
    const tables = demoTables(asOf);
    const stamp = { value: 'C001|receivables:v1:10:360' };
    await arDashboard(worker(settings, tables, stamp).deps, {});
    await settle();

    const cold = worker(settings, tables, stamp);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = cold.deps.cache.rawTable;
    cold.deps.cache = {
      ...cold.deps.cache,
      rawTable: async (name) => {
        const table = read(name);
        if (name === 'receivables') await held;
        return table;
      },
    };
    await arDashboard(cold.deps, {});
    await settle();
    expect(cold.reads).toEqual(['receivables']);
    release();
    await settle();
    expect([...cold.reads].sort()).toEqual(
      ['buyers', 'dilutions', 'financings', 'payments', 'receivables', 'receivables'].sort(),
    );
  });

  it('are computed again, and the old ones dropped, when the data, the day or the build changed', async () => {
    const { settings } = createMemoryStorage();
    const tables = demoTables(asOf);
    const stamp = { value: 'C001|receivables:v1:10:360' };
    await arDashboard(worker(settings, tables, stamp).deps, {});
    await settle();

    stamp.value = 'C001|receivables:v1:11:361';
    const after = worker(settings, tables, stamp);
    await arDashboard(after.deps, {});
    expect(after.reads.length).toBeGreaterThan(0);
    await settle();
    const record = (await settings.get('dashboard-ar-answers')) as { stamp: string };
    expect(record.stamp).toContain('v1:11:361');

    const newBuild = worker(settings, tables, stamp);
    newBuild.deps.revision = 'build-2';
    await arDashboard(newBuild.deps, {});
    expect(newBuild.reads.length).toBeGreaterThan(0);
  });

  it('keep only the company’s own figures: another stamp never sees them', async () => {
    const { settings } = createMemoryStorage();
    const tables = demoTables(asOf);
    await arDashboard(worker(settings, tables, { value: 'C001|x' }).deps, {});
    await settle();
    const other = worker(settings, tables, { value: 'C002|x' });
    await arDashboard(other.deps, {});
    expect(other.reads.length).toBeGreaterThan(0);
  });
});
