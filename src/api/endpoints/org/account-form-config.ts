import type { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { formConfigSchema } from '../../../shared/form-config/field-config';
import { ACCOUNT_BASE } from './account-list';

/**
 * The backend's field configuration of the account form (spec 001 §3): the portal draws the
 * add-account form from it (src/shared/form-config, src/ui/components/config-form).
 */
export const accountFormConfig = defineEndpoint({
  id: 'org.accountFormConfig',
  method: 'GET',
  path: `${ACCOUNT_BASE}/formConfig`,
  data: formConfigSchema,
});

export type AccountFormConfig = z.input<typeof formConfigSchema>;
