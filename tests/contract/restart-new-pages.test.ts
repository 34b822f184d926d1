import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dictList } from '../../src/api/endpoints/company/dict-list';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { startServer } from '../../server/app';
import { defaultFilesDir } from '../../server/files/file-store';
import { openDb } from '../../server/db/open-db';
import { call, signIn } from './helpers/api';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-new-pages-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  // The file store beside it (startServer's default filesDir).
  rmSync(defaultFilesDir(dataDir), { recursive: true, force: true });
});

/**
 * A database seeded before a page (and its dictionaries) existed: the next start adds the
 * page's records and the missing dictionary entries, and leaves what was there alone.
 */
describe('a restart after new declared pages arrived', () => {
  // Two server starts on one data folder: allow for a busy machine.
  it('seeds the missing pages and dictionary groups only', { timeout: 120_000 }, async () => {
    const first = await startServer({ port: 0, dataDir, quiet: true });
    await first.close();

    // Make it look like a database from before /trading/invoice and INVOICE_STATUS existed,
    // with one edited dictionary text that must survive.
    const { db } = await openDb({ dataDir });
    await db.query(`DELETE FROM page_records WHERE page_id = 'trading.invoice'`);
    await db.query(`DELETE FROM dictionaries WHERE grp = 'INVOICE_STATUS'`);
    await db.query(
      `UPDATE dictionaries SET en_value = 'Edited' WHERE grp = 'CURRENCY' AND dic_key = 'USD'`,
    );
    await db.close();

    const server = await startServer({ port: 0, dataDir, quiet: true });
    try {
      expect(server.seeded).toBe(false);
      const token = await signIn('supplier', server.url);
      const invoice = declaredLists.find((l) => l.declaration.id === 'trading.invoice');
      if (!invoice) throw new Error('trading.invoice is not declared');
      const page = await call(invoice.endpoint, {
        baseUrl: server.url,
        token,
        body: { pageNum: 1, pageSize: 1 },
      });
      expect((page.body.data as { total: number }).total).toBeGreaterThan(20);
      const dict = await call(dictList, { baseUrl: server.url, token });
      const entries = dict.body.data as { grp: string; dicKey: string; enValue: string }[];
      expect(entries.filter((e) => e.grp === 'INVOICE_STATUS').length).toBeGreaterThan(0);
      expect(entries.find((e) => e.grp === 'CURRENCY' && e.dicKey === 'USD')?.enValue).toBe(
        'Edited',
      );
    } finally {
      await server.close();
    }
  });
});
