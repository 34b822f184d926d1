import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { REALNAME_BASE } from './realname-status';

/**
 * The amount the user read on the statement. A wrong amount is an answer, not a refusal: it is
 * counted (and the count kept), so the outcome says how many attempts are left.
 */
export const confirmDeposit = defineEndpoint({
  id: 'realname.confirmDeposit',
  method: 'POST',
  path: `${REALNAME_BASE}/confirmDeposit`,
  body: z.object({
    amount: z
      .string()
      .trim()
      .min(1)
      .max(12)
      .regex(/^\d*(\.\d*)?$/),
  }),
  data: z.object({
    /** NONE: no deposit to confirm; LOCKED and EXPIRED: a new deposit must be requested. */
    outcome: z.enum(['PASSED', 'WRONG', 'LOCKED', 'EXPIRED', 'NONE', 'ALREADY_VERIFIED']),
    attemptsLeft: z.number().int().min(0),
  }),
});
