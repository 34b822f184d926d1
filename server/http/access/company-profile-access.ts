import type { EndpointDef } from '../../../src/api/contract/endpoint';
import type { RouteAccess } from '../route-access';

/** The access of the /api routes of the company profile (detail, attachments, batch download). */
export const companyProfileAccess: [EndpointDef, RouteAccess][] = [];
