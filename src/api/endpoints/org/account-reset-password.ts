import { accountCommandEndpoint } from './account-command';

/** Reset password: the server records a reset link for the account (no password travels). */
export const accountResetPassword = accountCommandEndpoint(
  'org.accountResetPassword',
  'resetPassword',
);
