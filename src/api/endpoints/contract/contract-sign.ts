import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { encryptedField } from '../../contract/encrypted-field';
import { defineEndpoint } from '../../contract/endpoint';
import { contractSignatureSchema } from './contract-document';

/**
 * POST (ours): signs one contract of /contract/info with the signer's own password, RSA-OAEP
 * encrypted like the login's. Deliberately not a command: a password never rests in the outbox.
 * A wrong password is 400 naming the `password` field; a contract already signed is 409.
 */
export const contractSign = defineEndpoint({
  id: 'contract.sign',
  method: 'POST',
  path: '/api/{product}-contract/contract/client/signOff',
  body: z.object({ id: identifier(64).min(1), password: encryptedField() }),
  data: z.object({
    id: z.string(),
    signStatus: z.literal('SIGNED'),
    /** YYYY-MM-DD, the server's date of the signature. */
    signedDate: z.string(),
    signature: contractSignatureSchema,
  }),
});
