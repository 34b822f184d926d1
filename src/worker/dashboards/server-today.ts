import type { ServerTime } from '../../api/http/server-clock';

/**
 * The server's today. The reference server takes today as the UTC calendar day (serverToday() in
 * server/finance-order/order-record.ts, and PGlite's current_date runs in UTC), which is what the
 * 7-day repayment window and the ageing count from. `now` is the server's clock as the HTTP client
 * learnt it from the answers' Date headers, so a browser whose clock is wrong still counts from
 * the server's day (docs/dashboards.md, "asOf").
 */
export function serverToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Today by the server's clock; the local clock until the client has had an answer. */
export function serverTodayFrom(time: ServerTime): () => string {
  return () => serverToday(time.serverNow());
}
