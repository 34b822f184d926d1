import { accountCommandEndpoint } from './account-command';

/** Send invitation: the server records an invitation e-mail to the account's address. */
export const accountSendInvite = accountCommandEndpoint('org.accountSendInvite', 'sendInvite');
