import { proxy } from 'comlink';
import type { CoreServices } from '../core/create-core';
import { changeCalls } from './change-calls';
import { checkCalls } from './check-calls';
import { saveCompanyEdit, type EditSubmission } from './save-edit';

/**
 * Company edits, the name and registration checks, and pending legal-data changes
 * (docs/company-review.md). Commands are sent directly under a command id, not through the
 * outbox: the form waits for the server's answer to put its problems under the fields.
 */
export function companyEditNamespace(core: Promise<CoreServices>) {
  return proxy({
    ...checkCalls(core),
    ...changeCalls(core),
    save: (submission: EditSubmission) => saveCompanyEdit(core, submission),
  });
}
