/**
 * The server's clock as seen through its answers' `Date` headers (RFC 9110 §6.6.1). Figures that
 * count from "today" (the dashboards' 7-day window, ageing) must use the server's day, not the
 * browser's: a browser with a wrong clock would otherwise shift them (docs/dashboards.md, "asOf").
 */
export interface ServerTime {
  /** The server's time now, ms since the epoch; the local clock until an answer carried a Date. */
  serverNow(): number;
}

export interface ServerClock extends ServerTime {
  /** Records one answer's Date header; `sentAt`/`receivedAt` are local times around the exchange. */
  observe(headers: Pick<Headers, 'get'>, sentAt: number, receivedAt: number): void;
  /** Server minus local clock in ms, or null before any usable answer. */
  offsetMs(): number | null;
}

/** A Date header has whole seconds: the server's instant lies somewhere in the second it names. */
const HALF_SECOND = 500;

export function createServerClock(now: () => number): ServerClock {
  let offset: number | null = null;
  return {
    observe(headers, sentAt, receivedAt) {
      // An answer replayed from a cache (a proxy says so with Age) carries the Date of its first
      // delivery, which would put the server in the past.
      if (headers.get('age') !== null) return;
      const date = Date.parse(headers.get('date') ?? '');
      if (!Number.isFinite(date)) return;
      // The latest answer wins rather than the most precise: it follows a local clock that was
      // corrected meanwhile, and a day boundary needs no better than a second.
      offset = Math.round(date + HALF_SECOND - (sentAt + receivedAt) / 2);
    },
    offsetMs: () => offset,
    serverNow: () => now() + (offset ?? 0),
  };
}
