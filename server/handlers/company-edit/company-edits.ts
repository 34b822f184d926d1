import { companyEditForm } from '../../../src/api/endpoints/company-edit/company-edit-form';
import {
  editBuyer,
  editDirector,
  editFunder,
  editSupplier,
} from '../../../src/api/endpoints/company-edit/edit-company';
import { editRoleOf } from '../../../src/shared/company-edit/change-rules';
import { applyCompanyEdit } from '../../company-edit/apply-edit';
import { pendingChangeOf } from '../../company-edit/change-store';
import { readCompanyRecord } from '../../company-edit/company-record';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** The edit form's values and the four edits of spec 000 §7 (docs/company-review.md). */
export function registerCompanyEdits(api: ApiMount): void {
  route(api, companyEditForm, async ({ db, user, lang }) => {
    const role = editRoleOf(user.companyRole);
    const record = await readCompanyRecord(db, user.companyId, role);
    if (!record) throw new Error(`company ${user.companyId} of user ${user.id} is missing`);
    return {
      role,
      values: record.values,
      pending: await pendingChangeOf(db, user.companyId, lang),
    };
  });
  route(
    api,
    editDirector,
    ({ db, user, body, lang }) => applyCompanyEdit(db, user, 'DIRECTOR', body, lang),
    { command: true },
  );
  route(
    api,
    editSupplier,
    ({ db, user, body, lang }) => applyCompanyEdit(db, user, 'SUPPLIER', body, lang),
    { command: true },
  );
  route(
    api,
    editBuyer,
    ({ db, user, body, lang }) => applyCompanyEdit(db, user, 'BUYER', body, lang),
    { command: true },
  );
  route(
    api,
    editFunder,
    ({ db, user, body, lang }) => applyCompanyEdit(db, user, 'FUNDER', body, lang),
    { command: true },
  );
}
