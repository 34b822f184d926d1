import type { ApiMount } from '../../http/server-context';
import { registerBatchRoutes } from './batch-routes';
import { registerDmsRoutes } from './dms-routes';
import { registerProfileRoutes } from './profile-routes';

/** Mounts the routes of the company profile (detail, attachments, batch download). */
export function registerCompanyProfile(api: ApiMount): void {
  registerProfileRoutes(api);
  registerBatchRoutes(api);
  registerDmsRoutes(api);
}
