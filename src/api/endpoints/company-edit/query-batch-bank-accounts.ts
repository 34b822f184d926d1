import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { bankAccountSchema } from '../company/company-detail';
import { COMPANY_BASE } from './company-edit-base';
import { ROLE_ACCOUNTS_MAX } from './company-edit-body';

export const queryBatchBankAccountListBody = z.object({
  bankAccounts: z.array(identifier(40).min(1)).min(1).max(ROLE_ACCOUNTS_MAX),
});

/**
 * POST queryBatchBankAccountList (spec 000 §7): the caller company's accounts among the numbers
 * asked, in one call; `missing` lists the numbers that are none of its accounts (another
 * company's account answers as missing too).
 */
export const queryBatchBankAccountList = defineEndpoint({
  id: 'companyEdit.queryBatchBankAccountList',
  method: 'POST',
  path: `${COMPANY_BASE}/backend/company/queryBatchBankAccountList`,
  body: queryBatchBankAccountListBody,
  data: z.object({ found: z.array(bankAccountSchema), missing: z.array(z.string()) }),
});
