import { describe, expect, it } from 'vitest';
import { openPgDb } from '../../server/db/pg-db';
import { STATEMENT_TIMEOUT_MS } from '../../server/db/statement-timeout';
import { BusinessError } from '../../server/http/business-error';

const databaseUrl = process.env.CONTRACT_DATABASE_URL;

/** PostgreSQL only (npm test runs the contract suite on a throwaway cluster too): PGlite has none. */
describe.skipIf(!databaseUrl)('statement timeout on PostgreSQL', () => {
  it('bounds every pooled statement, and answers one stopped by it as a business error', async () => {
    const db = await openPgDb(databaseUrl ?? '');
    try {
      const { rows } = await db.query<{ ms: string }>(
        `SELECT setting AS ms FROM pg_settings WHERE name = 'statement_timeout'`,
      );
      expect(Number(rows[0]?.ms)).toBe(STATEMENT_TIMEOUT_MS);
      // Inside a transaction the limit can be lowered, so the stop itself is seen quickly.
      const stopped = db.transaction(async (tx) => {
        await tx.exec(`SET LOCAL statement_timeout = 50`);
        await tx.query('SELECT pg_sleep(5)');
      });
      await expect(stopped).rejects.toBeInstanceOf(BusinessError);
    } finally {
      await db.close();
    }
  });
});
