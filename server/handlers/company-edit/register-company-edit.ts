import { registerCompanyChangeOutcome } from '../../company-edit/change-outcome';
import type { ApiMount } from '../../http/server-context';
import { registerCompanyChanges } from './company-changes';
import { registerCompanyChecks } from './company-checks';
import { registerCompanyEdits } from './company-edits';

/** Mounts the routes of company edits, checks and the review of legal-data changes. */
export function registerCompanyEdit(api: ApiMount): void {
  registerCompanyChangeOutcome();
  registerCompanyChecks(api);
  registerCompanyEdits(api);
  registerCompanyChanges(api);
}
