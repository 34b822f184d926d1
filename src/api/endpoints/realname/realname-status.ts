import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const REALNAME_BASE = '/api/{product}-company/clientend/companyAuth';

const deposit = z.object({
  bankAccountId: z.string(),
  accountName: z.string(),
  /** Only the last four digits: the full number is not needed to recognise the account. */
  accountNoMasked: z.string(),
  bankName: z.string(),
  currency: z.string(),
  /** Decimals of the currency, so the amount field accepts exactly what the statement shows. */
  decimals: z.number().int().min(0).max(3),
  sentAt: z.string(),
  expiresAt: z.string(),
  attemptsLeft: z.number().int().min(0),
  state: z.enum(['PENDING', 'LOCKED', 'EXPIRED', 'PASSED']),
});

const account = z.object({
  id: z.string(),
  accountName: z.string(),
  accountNoMasked: z.string(),
  bankName: z.string(),
  currency: z.string(),
  /** Whether its name is the company's registered name (only those can receive the deposit). */
  nameMatches: z.boolean(),
});

export const realnameStatusData = z.object({
  company: z.object({
    name: z.string(),
    nameEn: z.string(),
    state: z.enum(['UNVERIFIED', 'DEPOSIT_SENT', 'VERIFIED']),
    verifiedAt: z.string().nullable(),
    deposit: deposit.nullable(),
    accounts: z.array(account).max(50),
  }),
  /** Where the demo's "bank statement" is read (the development mailbox), for the page's hint. */
  mailbox: z.object({ recipient: z.string() }),
});

export type RealnameStatus = z.output<typeof realnameStatusData>;

/**
 * Where the company stands in real-name verification (the operator's own status is personInfo's).
 */
export const realnameStatus = defineEndpoint({
  id: 'realname.status',
  method: 'POST',
  path: `${REALNAME_BASE}/realnameStatus`,
  body: z.object({}),
  data: realnameStatusData,
});
