import { confirmDeposit } from '../../../src/api/endpoints/realname/confirm-deposit';
import { realnameStatus } from '../../../src/api/endpoints/realname/realname-status';
import { requestDeposit } from '../../../src/api/endpoints/realname/request-deposit';
import { verifyPerson } from '../../../src/api/endpoints/realname/verify-person';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { confirmDepositAmount, sendDeposit } from '../../realname/deposit-commands';
import { verifyPersonIdentity } from '../../realname/person-verification';
import { readRealnameStatus } from '../../realname/realname-status-store';

/**
 * Mounts the routes of real-name verification (docs/realname.md). Every call acts on the caller's
 * own company and person only: no id of a challenge is ever taken from the request.
 */
export function registerRealname(api: ApiMount): void {
  route(api, realnameStatus, ({ db, user }) => readRealnameStatus(db, user, new Date()));
  route(
    api,
    requestDeposit,
    async ({ db, user, body, lang, server }) => {
      const now = new Date();
      await sendDeposit(db, server.log, user, body.bankAccountId, lang, now);
      return readRealnameStatus(db, user, now);
    },
    { command: true },
  );
  route(
    api,
    confirmDeposit,
    ({ db, user, body }) => confirmDepositAmount(db, user.companyId, body.amount, new Date()),
    { command: true },
  );
  route(
    api,
    verifyPerson,
    ({ db, user, body, lang }) => verifyPersonIdentity(db, user.id, body, lang, new Date()),
    { command: true },
  );
}
