import { accountCommandEndpoint } from './account-command';

/** De-activate: the account can no longer sign in; status DISABLED. */
export const accountDisable = accountCommandEndpoint('org.accountDisable', 'disable');
