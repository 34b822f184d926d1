import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { accountAddBody } from './account-add';
import { accountCommandData } from './account-command';
import { ACCOUNT_BASE } from './account-list';

/** The editable part of an account: everything but the user name, which is how it signs in. */
export const accountEditBody = accountAddBody.omit({ userName: true }).extend({
  id: identifier(64).min(1),
});

/** Edit: changes an account of the caller's company (a command: sent through the outbox). */
export const accountEdit = defineEndpoint({
  id: 'org.accountEdit',
  method: 'POST',
  path: `${ACCOUNT_BASE}/edit`,
  body: accountEditBody,
  data: accountCommandData,
});
