import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { openPgliteDb } from '../../server/db/pglite-db';
import { signIn } from './helpers/api';
import { arrowSyncHeaders, arrowSyncUrl } from './helpers/arrow-sync-request';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-arrow-failure-'));
let server: RunningServer | undefined;

const start = (seedScale?: number) =>
  startServer({
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-ui'),
    quiet: true,
    ...(seedScale ? { seedScale } : {}),
  });

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An Arrow answer has sent its status before the rows are read: a read that fails then can only
 * cut the answer short, so the server log must say so (the worker keeps its stored table).
 */
describe('a sync in Arrow whose database read fails mid-answer', () => {
  it('cuts the answer short and logs the failure, without the statement or its values', async () => {
    const first = await start(200);
    await first.close();
    // The rows' own statement fails; the page cut before it (seq, tombstones) still works.
    const db = await openPgliteDb(dataDir);
    await db.exec('ALTER TABLE ar_payments RENAME COLUMN payment_date TO payment_day');
    await db.close();
    server = await start();

    const token = await signIn('supplier', server.url);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(arrowSyncUrl(server.url, 'payments'), {
        method: 'POST',
        headers: arrowSyncHeaders(token),
        body: JSON.stringify({ sinceSeq: 0, limit: 1000 }),
      });
      // Either the status came first and the body breaks off, or nothing valid arrives at all.
      const whole = await response.arrayBuffer().then(
        (bytes) => response.ok && bytes.byteLength > 0 && endsWithEos(new Uint8Array(bytes)),
        () => false,
      );
      expect(whole).toBe(false);
      await vi.waitFor(() =>
        expect(errors.mock.calls.flat().join('\n')).toContain('sync/payments in Arrow stopped'),
      );
      // Nothing logged quotes the database's message (it names the statement's columns).
      expect(errors.mock.calls.flat().map(String).join('\n')).not.toContain('payment_date');
    } finally {
      errors.mockRestore();
    }
  });
});

/** An Arrow stream's end marker: a complete answer ends with it. */
function endsWithEos(bytes: Uint8Array): boolean {
  const eos = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0];
  return eos.every((b, i) => bytes[bytes.length - eos.length + i] === b);
}
