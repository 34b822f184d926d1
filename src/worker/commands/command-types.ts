import type { z } from 'zod';
import type { EndpointDef } from '../../api/contract/endpoint';
import {
  preferenceEdit,
  preferenceEditBody,
} from '../../api/endpoints/preferences/preference-edit';
import {
  internationalSave,
  internationalSaveBody,
} from '../../api/endpoints/translations/international-save';
import { updateUserInfo, updateUserInfoBody } from '../../api/endpoints/user/update-user-info';
import { modifyContact, modifyContactBody } from '../../api/endpoints/user/modify-contact';
import { accountCommandBody } from '../../api/endpoints/org/account-command';
import { accountDisable } from '../../api/endpoints/org/account-disable';
import { accountActivate } from '../../api/endpoints/org/account-activate';
import { accountResetPassword } from '../../api/endpoints/org/account-reset-password';
import { accountSendInvite } from '../../api/endpoints/org/account-send-invite';
import { accountAdd, accountAddBody } from '../../api/endpoints/org/account-add';
import { accountEdit, accountEditBody } from '../../api/endpoints/org/account-edit';
import { recordAction, recordActionBody } from '../../api/endpoints/pages/record-action';
import { recordSave, recordSaveBody } from '../../api/endpoints/pages/record-form';
import {
  attachmentsSave,
  attachmentsSaveBody,
} from '../../api/endpoints/uploads/record-attachments';
import { importEndpoints, importPayload } from '../../api/endpoints/uploads/import-excel';
import { financeOrderCommandTypes } from '../finance-orders/order-commands';
import {
  workflowApprove,
  workflowApproveBody,
} from '../../api/endpoints/workflow/workflow-approve';

/** An import carries its file key in the query, with an empty body (spec 001 §7). */
const queryInput = (payload: unknown) => ({ query: payload });

/**
 * Every mutation a user can make, by command type: the endpoint that applies it and the schema its
 * payload must satisfy before it may enter the outbox. Later issues add their commands here.
 */
export const commandTypes = {
  'preferences.save': { endpoint: preferenceEdit, payload: preferenceEditBody },
  'translations.save': { endpoint: internationalSave, payload: internationalSaveBody },
  'user.updateInfo': { endpoint: updateUserInfo, payload: updateUserInfoBody },
  'user.modifyContact': { endpoint: modifyContact, payload: modifyContactBody },
  'org.account.disable': { endpoint: accountDisable, payload: accountCommandBody },
  'org.account.activate': { endpoint: accountActivate, payload: accountCommandBody },
  'org.account.resetPassword': { endpoint: accountResetPassword, payload: accountCommandBody },
  'org.account.sendInvite': { endpoint: accountSendInvite, payload: accountCommandBody },
  'org.account.add': { endpoint: accountAdd, payload: accountAddBody },
  'org.account.edit': { endpoint: accountEdit, payload: accountEditBody },
  'pages.record': { endpoint: recordAction, payload: recordActionBody },
  'pages.recordSave': { endpoint: recordSave, payload: recordSaveBody },
  'pages.attachmentsSave': { endpoint: attachmentsSave, payload: attachmentsSaveBody },
  'pages.importPurchase': {
    endpoint: importEndpoints['trading.purchase'],
    payload: importPayload,
    input: queryInput,
  },
  'pages.importInvoice': {
    endpoint: importEndpoints['trading.invoice'],
    payload: importPayload,
    input: queryInput,
  },
  'pages.importConfirmation': {
    endpoint: importEndpoints['confirmation.invoiceConfirmation'],
    payload: importPayload,
    input: queryInput,
  },
  // An approver's verdict (docs/approvals.md): the card awaits its delivery before going back.
  'workflow.approve': { endpoint: workflowApprove, payload: workflowApproveBody },
  ...financeOrderCommandTypes,
} as const satisfies Record<
  string,
  {
    endpoint: EndpointDef;
    payload: z.ZodType;
    /** How the payload becomes the request; the body by default. */
    input?: (payload: unknown) => { query?: unknown; body?: unknown };
  }
>;

export type CommandType = keyof typeof commandTypes;
export type CommandPayload<T extends CommandType> = z.input<(typeof commandTypes)[T]['payload']>;

export const isCommandType = (type: string): type is CommandType =>
  Object.hasOwn(commandTypes, type);
