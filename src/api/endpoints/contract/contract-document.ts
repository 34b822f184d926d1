import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** Who signed a contract and when (the server's clock), as recorded in contract_signatures. */
export const contractSignatureSchema = z.object({
  signerId: z.string(),
  signerName: z.string(),
  /** ISO 8601 instant. */
  signedAt: z.string(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** One numbered clause of the document, plain text (the UI renders it as text, never as HTML). */
export const contractClauseSchema = z.object({ heading: z.string(), text: z.string() });

/**
 * GET (ours): what a signer reads before signing /contract/info's record: its terms as stored,
 * the document text generated from its contract template in the caller's language, and the
 * signature once there is one.
 */
export const contractDocument = defineEndpoint({
  id: 'contract.document',
  method: 'GET',
  path: '/api/{product}-contract/contract/client/document/{id}',
  params: z.object({ id: identifier(64).min(1) }),
  data: z.object({
    contract: z.record(z.string(), z.unknown()),
    template: z.object({ code: z.string(), name: z.string(), version: z.number().int() }),
    title: z.string(),
    clauses: z.array(contractClauseSchema),
    signature: contractSignatureSchema.nullable(),
  }),
});
export type ContractDocument = z.infer<typeof contractDocument.data>;
