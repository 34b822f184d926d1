export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** Spread as a fraction of the delay (0.2: ±20 %), so tabs and users do not retry in step. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 60_000, jitter: 0.2 };

/** Delay before retry number `attempt` (1-based): base, 2×base, 4×base … capped. */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const spread = exponential * options.jitter * (2 * random() - 1);
  return Math.max(0, Math.min(options.capMs, Math.round(exponential + spread)));
}
