/**
 * The server calls behind the receivables dashboard's charts (src/worker/dashboards/ar-server.ts,
 * `serverCharts`): none of them is made while the page's first sync runs.
 */
export const CHART_CALLS = [
  'queryHistoryDueBalance',
  'queryPaymentHistoryByDate',
  'queryDilutionByDate',
  'queryAccountReceivaleByDate',
  'queryDueBalanceTable',
  'queryPaymentHistoryTable',
  'queryDilutionByDateTable',
] as const;
