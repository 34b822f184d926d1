import { proxy } from 'comlink';
import { encryptForLogin, importLoginPublicKey } from '../../api/crypto/rsa-oaep';
import {
  contractDocument,
  type ContractDocument,
} from '../../api/endpoints/contract/contract-document';
import { contractSign } from '../../api/endpoints/contract/contract-sign';
import type { EndpointData } from '../../api/contract/endpoint';
import type { CoreServices } from '../core/create-core';

type SignAnswer = EndpointData<typeof contractSign>;

/**
 * Contract signing (docs/contract-signing.md). Both are direct calls, never outbox commands: the
 * signer's password must not rest in IndexedDB, and the dialog needs the verdict (a wrong
 * password stays on its field) before it closes.
 */
export function contractsNamespace(core: Promise<CoreServices>) {
  let publicKey: Promise<CryptoKey> | undefined;
  return proxy({
    /** The contract's terms, document text in the current language, and signature if any. */
    async document(id: string): Promise<ContractDocument> {
      return (await core).http.call(contractDocument, { params: { id } }, { silent: true });
    },
    /** Signs with the user's own password, encrypted with the login's public key. */
    async sign(id: string, password: string): Promise<SignAnswer> {
      const c = await core;
      publicKey ??= importLoginPublicKey(c.config.loginPublicKey);
      const cipher = await encryptForLogin(await publicKey, password);
      return c.http.call(contractSign, { body: { id, password: cipher } }, { silent: true });
    },
  });
}
