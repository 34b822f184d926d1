import { proxy } from 'comlink';
import type { FormConfig } from '../../shared/form-config/field-config';
import {
  accountFormConfig,
  type AccountFormMode,
} from '../../api/endpoints/org/account-form-config';
import { recordFormConfig, type RecordFormMode } from '../../api/endpoints/pages/record-form';
import type { CoreServices } from '../core/create-core';

/** The backend's field configurations of forms (spec 001 §3). */
export function formsNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** The backend's field configuration of the account form (spec 001 §3). */
    async accountConfig(mode: AccountFormMode = 'add'): Promise<FormConfig> {
      return (await core).http.call(accountFormConfig, { query: { mode } });
    },
    /** A declared page's record form in one mode (add, edit, draft, update). */
    async recordConfig(pageId: string, mode: RecordFormMode): Promise<FormConfig> {
      return (await core).http.call(recordFormConfig, { params: { pageId }, query: { mode } });
    },
  });
}
