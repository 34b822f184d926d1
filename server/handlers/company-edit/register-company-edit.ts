import type { ApiMount } from '../../http/server-context';

/** Mounts the routes of company edits, checks and the review of legal-data changes. */
export function registerCompanyEdit(api: ApiMount): void {
  void api;
}
