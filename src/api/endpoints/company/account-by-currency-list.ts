import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { bankAccountSchema } from './company-detail';

/** A collection or payment list row carries which money it is for (spec 001 §3). */
export const fundSourceSchema = z.enum(['INTEREST', 'COLLECTION']);

export const currencyAccountSchema = bankAccountSchema.extend({
  companyCode: z.string(),
  bankAccountId: z.string(),
  fundSource: fundSourceSchema.nullable(),
});
export type CurrencyAccount = z.infer<typeof currencyAccountSchema>;

/** The account lists of a company (spec 001 §2 bank account cards). */
export const accountListKind = z.enum(['RECEIVING', 'COLLECTION', 'PAYMENT']);
export type AccountListKind = z.infer<typeof accountListKind>;

/** A company holds at most this many accounts in one answer. */
export const ACCOUNTS_MAX = 200;

/**
 * GET (spec 001 §7; its query is not shown): the calling company's bank accounts that hold
 * `currency` (an account's currency may be a comma list), disabled ones included so a card can
 * say why one is not offered. With `list`, the rows of that account list (collection, payment, or
 * a funder's receiving accounts) with their fundSource; without `currency`, every currency.
 */
export const accountByCurrencyList = defineEndpoint({
  id: 'company.accountByCurrencyList',
  method: 'GET',
  path: '/api/{product}-company/clientend/company/accountByCurrencyList',
  query: z.object({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: 'a currency code' })
      .optional(),
    list: accountListKind.optional(),
  }),
  data: z.array(currencyAccountSchema).max(ACCOUNTS_MAX),
});
