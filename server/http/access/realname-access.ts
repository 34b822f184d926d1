import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { RouteAccess } from '../route-access';

/** The access of the /api routes of real-name verification (company by bank deposit, personal by ID document). */
export const realnameAccess: [EndpointDef, RouteAccess][] = [];
