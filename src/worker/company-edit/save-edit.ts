import { COMMAND_ID_HEADER } from '../../api/contract/envelope';
import type {
  EditBuyerBody,
  EditCompanyData,
  EditDirectorBody,
  EditFunderBody,
  EditSupplierBody,
} from '../../api/endpoints/company-edit/company-edit-body';
import {
  editBuyer,
  editDirector,
  editFunder,
  editSupplier,
} from '../../api/endpoints/company-edit/edit-company';
import type { CoreServices } from '../core/create-core';
import { refusalOf, type Refusal } from './refusal';

/** One role's edit: the role names the endpoint (spec 000 §7). */
export type EditSubmission =
  | { role: 'DIRECTOR'; body: EditDirectorBody }
  | { role: 'SUPPLIER'; body: EditSupplierBody }
  | { role: 'BUYER'; body: EditBuyerBody }
  | { role: 'FUNDER'; body: EditFunderBody };

export type SaveOutcome = { kind: 'saved'; data: EditCompanyData } | Refusal;

/**
 * Sends the edit under a command id (applied at most once), silent: a refusal is answered as data
 * so the form puts each problem under its field and keeps what was typed.
 */
export async function saveCompanyEdit(
  core: Promise<CoreServices>,
  submission: EditSubmission,
): Promise<SaveOutcome> {
  const c = await core;
  const options = { silent: true, headers: { [COMMAND_ID_HEADER]: crypto.randomUUID() } };
  try {
    const data = await send(c, submission, options);
    return { kind: 'saved', data };
  } catch (error) {
    return refusalOf(error);
  }
}

function send(
  c: CoreServices,
  s: EditSubmission,
  options: { silent: boolean; headers: Record<string, string> },
): Promise<EditCompanyData> {
  switch (s.role) {
    case 'DIRECTOR':
      return c.http.call(editDirector, { body: s.body }, options);
    case 'SUPPLIER':
      return c.http.call(editSupplier, { body: s.body }, options);
    case 'BUYER':
      return c.http.call(editBuyer, { body: s.body }, options);
    case 'FUNDER':
      return c.http.call(editFunder, { body: s.body }, options);
  }
}
