import { ResultCode } from '../../../src/api/contract/envelope';
import { contractSign } from '../../../src/api/endpoints/contract/contract-sign';
import { signRefusal, SIGN_STATUS_FIELD } from '../../../src/shared/contract/signing-rule';
import { beginPasswordAttempt } from '../../auth/begin-password-attempt';
import { clientAddressKey } from '../../auth/client-address';
import { verifyPassword } from '../../auth/passwords';
import { BusinessError } from '../../http/business-error';
import { throttledError } from '../../http/retry-after';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import type { Db } from '../../db/db';
import { lockRecord, recordEvent, type RecordKey } from '../pages/record-store';
import { insertSignature } from './signature-store';

export const CONTRACT_PAGE_ID = 'contract.info';

/** 409 when the shared rule refuses the contract's state (already signed, expired…). */
function refuseUnlessSignable(record: Record<string, unknown>, id: string): void {
  const refusal = signRefusal(record);
  if (refusal === null) return;
  const contractNo = String(record.contractNo ?? id);
  throw refusal === 'alreadySigned'
    ? new BusinessError(ResultCode.conflict, 'contractAlreadySigned', () => ({ contractNo }))
    : new BusinessError(ResultCode.conflict, 'contractNotSignable', () => ({
        contractNo,
        status: String(record[SIGN_STATUS_FIELD]),
      }));
}

async function readContract(db: Db, key: RecordKey): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3',
    [key.pageId, key.companyId, key.id],
  );
  const found = rows[0];
  if (!found) throw BusinessError.badRequest('unknownRecord', { pageId: key.pageId, id: key.id });
  return found.data;
}

/**
 * POST sign a contract (docs/contract-signing.md). Access (the page and its Sign off authority)
 * is checked by the route's gate. Then: the contract's state (409 before any password work, so an
 * impossible signing costs no guess), the signer's own password checked with the login's hashing
 * and throttled by the login's counters (a wrong signing password is a failed sign-in for that
 * name), then, in one transaction, the state again under a row lock, the signature and the
 * record's new state.
 */
export function registerContractSign(api: ApiMount): void {
  const { signIn } = api.server.limits;
  route(api, contractSign, async ({ db, user, body, server, request }) => {
    const key: RecordKey = { pageId: CONTRACT_PAGE_ID, companyId: user.companyId, id: body.id };
    refuseUnlessSignable(await readContract(db, key), body.id);

    const address = clientAddressKey(request);
    const addressLock = signIn.byAddress.lockedFor(address);
    if (addressLock > 0) throw throttledError(request, 'signInThrottled', addressLock);
    const password = server.loginKeys.decrypt(body.password);
    if (password === null) throw BusinessError.badRequest('notDecryptable', { field: 'password' });

    const name = user.userName.trim().toLowerCase();
    const { byAddress, byName } = beginPasswordAttempt(signIn, request, address, name);
    let counted = false;
    let signerName: string;
    try {
      const { rows } = await db.query<{ password_hash: string; cname: string }>(
        'SELECT password_hash, cname FROM users WHERE id = $1',
        [user.id],
      );
      const signer = rows[0];
      if (!signer) throw new Error(`user ${user.id} of a live session is missing`);
      const ok = await verifyPassword(password, signer.password_hash);
      counted = true;
      if (!ok) {
        throw new BusinessError(ResultCode.badRequest, 'signPasswordWrong', () => ({}), {
          field: 'password',
        });
      }
      byName.clear();
      byAddress.undo();
      signerName = signer.cname;
    } finally {
      // A server failure before the verdict is no failed guess.
      if (!counted) {
        byName.undo();
        byAddress.undo();
      }
    }

    return db.transaction(async (tx) => {
      const before = await lockRecord<Record<string, unknown>>(tx, key);
      refuseUnlessSignable(before, body.id);
      const signature = await insertSignature(tx, user.companyId, body.id, {
        id: user.id,
        name: signerName,
      });
      if (!signature) {
        throw new BusinessError(ResultCode.conflict, 'contractAlreadySigned', () => ({
          contractNo: String(before.contractNo ?? body.id),
        }));
      }
      await recordEvent(tx, key, 'signOff', before, user.id);
      const signedDate = signature.signedAt.slice(0, 10);
      await tx.query(
        `UPDATE page_records SET data = data || $4::jsonb, updated_at = now()
         WHERE page_id = $1 AND company_id = $2 AND id = $3`,
        [
          key.pageId,
          key.companyId,
          key.id,
          JSON.stringify({ signStatus: 'SIGNED', signedDate, signedBy: signerName }),
        ],
      );
      return { id: body.id, signStatus: 'SIGNED' as const, signedDate, signature };
    });
  });
}
