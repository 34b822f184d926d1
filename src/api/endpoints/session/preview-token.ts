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
  // Garbage of any plausible length is `valid: false`; a NUL or control character in it is a
  // bad request (it never reaches the database), as is text longer than any link carries.
  query: z.object({ token: identifier(2048) }),
  data: z.object({
    valid: z.boolean(),
    /** Set for a known token, expired or not; null for an unknown one. */
    kind: previewTokenKindSchema.nullable(),
    /** ISO time; set for a known token, null for an unknown one. */
    expiresAt: z.string().nullable(),
  }),
  public: true,
});
