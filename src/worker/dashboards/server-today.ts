/**
 * The server's today. The reference server takes today as the UTC calendar day (serverToday() in
 * server/finance-order/order-record.ts, and PGlite's current_date runs in UTC), which is what the
 * 7-day repayment window and the ageing count from. The worker's HTTP client does not hand out
 * the server's Date header, so this reads the worker's clock in UTC: the same day whenever the
 * two clocks agree within the distance to midnight UTC (docs/dashboards.md, "asOf").
 */
export function serverToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
