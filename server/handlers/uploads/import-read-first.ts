import type { Context } from 'hono';
import { authenticate, hasAuthority } from '../../auth/authenticate';
import { honoPath } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { readSheetInWorker } from '../../imports/sheet/sheet-pool';
import type { SheetText } from '../../imports/sheet/sheet-text';
import { attachmentBytes, attachmentOf } from './attachment-store';

type Outcome = { sheet: SheetText } | { error: unknown };

const readFirst = new WeakMap<Context, Outcome>();

/**
 * Reads an import's sheet before its route runs. The route runs a command in one transaction,
 * and on PGlite (one connection) an open transaction holds every other user's query: waiting
 * there for a sheet, even one read in a worker, would stall the whole server for as long as the
 * file takes. This middleware reads it first, outside any transaction, for a signed-in user who
 * holds the import's authority and owns the file; anything else falls through to the route,
 * which checks again and answers as usual.
 */
export function readImportSheetFirst(
  api: ApiMount,
  path: string,
  authority: string,
  fileKeyOf: (c: Context) => string | undefined,
): void {
  const { db, productCode } = api.server;
  api.app.post(honoPath(path, productCode), async (c, next) => {
    const token = c.req.header('token')?.trim();
    const fileKey = fileKeyOf(c);
    const user = token && fileKey ? await authenticate(db, token) : null;
    if (user && fileKey && (await hasAuthority(db, user, authority))) {
      const upload = await attachmentOf(db, user.companyId, fileKey).catch(() => null);
      const stored = upload ? await attachmentBytes(db, upload.objectKey) : null;
      if (stored) {
        readFirst.set(
          c,
          await readSheetInWorker(stored.bytes).then(
            (sheet) => ({ sheet }),
            (error: unknown) => ({ error }),
          ),
        );
      }
    }
    await next();
  });
}

/** The sheet the middleware read for this request, else read now (in the worker all the same). */
export async function importSheetOf(c: Context, bytes: () => Promise<Uint8Array>) {
  const outcome = readFirst.get(c);
  if (!outcome) return readSheetInWorker(await bytes());
  if ('error' in outcome) throw outcome.error;
  return outcome.sheet;
}
