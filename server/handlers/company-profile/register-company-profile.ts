import type { ApiMount } from '../../http/server-context';

/** Mounts the routes of the company profile (detail, attachments, batch download). */
export function registerCompanyProfile(api: ApiMount): void {
  void api;
}
