import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { requestResetCode } from '../../../src/api/endpoints/password-reset/request-reset-code';
import { resetPassword } from '../../../src/api/endpoints/password-reset/reset-password';
import { PUBLIC, type RouteAccess } from '../route-access';

/**
 * The access of the /api routes of password reset by one-time code: public, because whoever
 * forgot the password has no session (docs/password-reset.md). The development mailbox is not
 * under /api and not in this table.
 */
export const passwordResetAccess: [EndpointDef, RouteAccess][] = [
  [requestResetCode, PUBLIC],
  [resetPassword, PUBLIC],
];
