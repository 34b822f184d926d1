import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

export const previewTokenKindSchema = z.enum(['exhibition', 'notice']);
export type PreviewTokenKind = z.infer<typeof previewTokenKindSchema>;

/**
 * Checks an exhibition or notice token (spec 000 §6: preview visitors have no session, so this
 * is public). An unknown, malformed or expired token is `valid: false`, never an error: the guard
 * only needs to know whether to let the visitor in. Path ours, see docs/api-conventions.md.
 */
export const previewTokenVerify = defineEndpoint({
  id: 'session.previewTokenVerify',
  method: 'GET',
  path: '/api/{product}-auth-center/preview/verify',
  query: z.object({ token: identifier() }),
  data: z.object({
    valid: z.boolean(),
    /** Set for a known token, expired or not; null for an unknown one. */
    kind: previewTokenKindSchema.nullable(),
    /** ISO time; set for a known token, null for an unknown one. */
    expiresAt: z.string().nullable(),
  }),
  public: true,
});
