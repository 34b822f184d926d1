import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { RouteAccess } from '../route-access';

/** The access of the /api routes of company edits, the name and registration checks and the review of legal-data changes. */
export const companyEditAccess: [EndpointDef, RouteAccess][] = [];
