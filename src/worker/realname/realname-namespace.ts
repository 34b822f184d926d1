import { proxy } from 'comlink';
import { confirmDeposit } from '../../api/endpoints/realname/confirm-deposit';
import { realnameStatus, type RealnameStatus } from '../../api/endpoints/realname/realname-status';
import { requestDeposit } from '../../api/endpoints/realname/request-deposit';
import { verifyPerson } from '../../api/endpoints/realname/verify-person';
import { personInfo } from '../../api/endpoints/session/person-info';
import type { IdType } from '../../shared/realname/realname-rules';
import type { CoreServices } from '../core/create-core';

/** The operator's own verification, as the overview and the header show it. */
export interface PersonStatus {
  verified: boolean;
  name: string;
  idType: string;
  idNoMasked: string;
}

/**
 * Real-name verification of the company and of the operator (docs/realname.md). Direct calls,
 * never queued commands: each step's answer decides the next page, and an ID number or a deposit
 * amount must not rest in the outbox. The server keeps every step's state, so a reload resumes.
 */
export function realnameNamespace(core: Promise<CoreServices>) {
  const http = async () => (await core).http;
  return proxy({
    async company(): Promise<RealnameStatus> {
      return (await http()).call(realnameStatus, { body: {} });
    },
    async person(): Promise<PersonStatus> {
      const info = await (await http()).call(personInfo, { body: {} });
      return {
        verified: info.verified,
        name: info.name,
        idType: info.idType,
        idNoMasked: info.idNoMasked,
      };
    },
    /** The header badge: both verifications in one small answer. */
    async badge(): Promise<{ company: boolean; person: boolean }> {
      const info = await (await http()).call(personInfo, { body: {} }, { silent: true });
      return { company: info.companyVerified, person: info.verified };
    },
    async requestDeposit(bankAccountId: string): Promise<RealnameStatus> {
      return (await http()).call(requestDeposit, { body: { bankAccountId } }, { silent: true });
    },
    async confirmDeposit(amount: string) {
      return (await http()).call(confirmDeposit, { body: { amount } }, { silent: true });
    },
    async verifyPerson(realName: string, idType: IdType, idNo: string) {
      return (await http()).call(
        verifyPerson,
        { body: { realName, idType, idNo } },
        { silent: true },
      );
    },
  });
}
