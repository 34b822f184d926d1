import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { RouteAccess } from '../route-access';

/** The access of the /api routes of financing intentions and their pricing (/org/info). */
export const orgInfoAccess: [EndpointDef, RouteAccess][] = [];
