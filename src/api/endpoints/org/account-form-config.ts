import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { formConfigSchema } from '../../../shared/form-config/field-config';
import { ACCOUNT_BASE } from './account-list';

/**
 * The backend's field configuration of the account form (spec 001 §3): the portal draws the
 * add-account form from it (src/shared/form-config, src/ui/components/config-form).
 */
export const ACCOUNT_FORM_MODES = ['add', 'edit'] as const;
export type AccountFormMode = (typeof ACCOUNT_FORM_MODES)[number];

export const accountFormConfig = defineEndpoint({
  id: 'org.accountFormConfig',
  method: 'GET',
  path: `${ACCOUNT_BASE}/formConfig`,
  /** Editing keeps the user name: it is how the person signs in. */
  query: z.object({ mode: z.enum(ACCOUNT_FORM_MODES).default('add') }),
  data: formConfigSchema,
});

export type AccountFormConfig = z.input<typeof formConfigSchema>;
