import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import { startBanner } from '../../../server/cli/banner';
import { menuSummary } from '../../../server/cli/menu-summary';
import { DEMO_USERS } from '../../../server/seed/data/demo-users';
import { PERMISSION_TREE } from '../../../server/seed/data/permission-tree';

/** Only what the banner reads of a running server. */
function fakeServer(productCode: string): RunningServer {
  return {
    url: 'http://localhost:5173',
    startupMs: 1234,
    seeded: true,
    seedScale: 2000,
    dbKind: 'pglite',
    dbLocation: '/tmp/data',
    config: { apiBase: '/', productCode, appId: 'app', loginPublicKey: 'k', version: 'v' },
    previewTokens: { exhibition: 'ex', notice: 'no' },
  } as unknown as RunningServer;
}

describe('npm start banner', () => {
  it('fills every placeholder: the product pool business type is spelled out', () => {
    const banner = startBanner(fakeServer('acme'));
    expect(banner).not.toMatch(/[{}]/);
    expect(banner).toContain('ACME_POOL_FACTORING');
    for (const user of DEMO_USERS) expect(banner).toContain(`  ${user.userName} `);
  });

  it("describes each user's menu from its grants, without the pages its business type removes", () => {
    const banner = startBanner(fakeServer('scf'));
    const menuOf = (userName: string) => {
      const lines = banner.split('\n');
      const at = lines.findIndex((l) => l.startsWith(`  ${userName} `));
      return lines[at + 1]?.trim() ?? '';
    };
    expect(menuOf('buyer')).toContain('Trading');
    expect(menuOf('buyer')).not.toContain('Finance');
    expect(menuOf('funder')).toContain('Finance (Finance orders, Costs)');
    expect(menuOf('supplier-dbs')).toContain('Finance (Costs, DBS finance)');
    expect(menuOf('supplier-pool')).not.toContain('Repayment');
    expect(menuOf('noaccess')).toBe('menu: Contracts (Contract information)');
    expect(menuOf('limited')).toBe('menu: User centre, Organisation (Company (Company detail))');
  });

  it('names a group alone only when every page of it is held and shown', () => {
    expect(menuSummary(PERMISSION_TREE, ['trading'], 'none')).toBe('Trading');
    expect(menuSummary(PERMISSION_TREE, ['trading.invoice'], 'none')).toBe('Trading (Invoices)');
  });
});
