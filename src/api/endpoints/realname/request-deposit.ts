import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { REALNAME_BASE, realnameStatusData } from './realname-status';

/**
 * Sends a new small deposit to one of the company's accounts in its registered name; an earlier
 * deposit of the company is superseded. Answers the new status (never the amount).
 */
export const requestDeposit = defineEndpoint({
  id: 'realname.requestDeposit',
  method: 'POST',
  path: `${REALNAME_BASE}/requestDeposit`,
  body: z.object({ bankAccountId: identifier(64).trim().min(1) }),
  data: realnameStatusData,
});
