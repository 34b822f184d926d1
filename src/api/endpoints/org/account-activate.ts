import { accountCommandEndpoint } from './account-command';

/** Re-activate: status ACTIVE again. */
export const accountActivate = accountCommandEndpoint('org.accountActivate', 'activate');
