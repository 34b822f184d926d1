import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { RouteAccess } from '../route-access';

/** The access of the /api routes of password reset by one-time code (public) and the development mailbox. */
export const passwordResetAccess: [EndpointDef, RouteAccess][] = [];
