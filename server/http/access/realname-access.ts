import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { confirmDeposit } from '../../../src/api/endpoints/realname/confirm-deposit';
import { realnameStatus } from '../../../src/api/endpoints/realname/realname-status';
import { requestDeposit } from '../../../src/api/endpoints/realname/request-deposit';
import { verifyPerson } from '../../../src/api/endpoints/realname/verify-person';
import { SIGNED_IN, type RouteAccess } from '../route-access';

/**
 * The access of the /api routes of real-name verification (company by bank deposit, personal by
 * ID document). Signed in is enough, as for the /realname pages (spec 000 §2: always allowed, so
 * a new company verifies before it has any menu); each call reaches only the caller's own company
 * and person.
 */
export const realnameAccess: [EndpointDef, RouteAccess][] = [
  [realnameStatus, SIGNED_IN],
  [requestDeposit, SIGNED_IN],
  [confirmDeposit, SIGNED_IN],
  [verifyPerson, SIGNED_IN],
];
