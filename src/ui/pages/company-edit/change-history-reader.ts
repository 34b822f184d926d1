import type { HistoryReader } from '../../components/approval/use-workflow-history';

/**
 * A company change's approval rows through its own history call, which answers its company's
 * users and the platform reviewer (the workflow history answers only owner and approver
 * companies). Module-level, so the card does not reload on every render.
 */
export const readCompanyChangeHistory: HistoryReader = (core, params) =>
  core.companyEdit.history(params.businessNo);
