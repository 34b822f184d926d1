import {
  latestRate,
  REFERENCE_RATE_TYPES,
  type ReferenceRateFeed,
  type ReferenceRateType,
} from '../../src/shared/finance-order/reference-rate';
import { feedDay, standInFeed } from '../handlers/external/ref-rates-history';

/**
 * The base rate of a FLOATING product for the server's binding trial (docs/finance-orders.md
 * #floating-rates): the latest published rate of `type` on or before `onDate`. The feed is the one
 * at REF_RATES_URL when set (the central bank's markets service, or anything serving its
 * `{ refRates }` shape), otherwise the stand-in's own history, read in-process without HTTP.
 */

/** A remote feed larger than this is refused: the server never holds what a peer claims. */
const MAX_FEED_BYTES = 4 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
/** The remote feed publishes once a business day: a trial per keystroke need not ask each time. */
const CACHE_MS = 5 * 60_000;

let cached: { url: string; at: number; feed: ReferenceRateFeed } | null = null;

const isKnownType = (type: string): type is ReferenceRateType =>
  (REFERENCE_RATE_TYPES as readonly string[]).includes(type);

/** Reads the remote feed, or null when it cannot be read (the trial then refuses baseRateMissing). */
async function remoteFeed(url: string): Promise<ReferenceRateFeed | null> {
  if (cached && cached.url === url && Date.now() - cached.at < CACHE_MS) return cached.feed;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_FEED_BYTES) return null;
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) return null;
    const body = JSON.parse(text) as unknown;
    // Either the markets service's bare shape or our own envelope around it.
    const feed = (body as { data?: unknown }).data ?? body;
    if (!Array.isArray((feed as { refRates?: unknown }).refRates)) return null;
    cached = { url, at: Date.now(), feed: feed as ReferenceRateFeed };
    return cached.feed;
  } catch {
    return null;
  }
}

/** The base rate in percent ("4.31") of `type` on or before `onDate`; null when there is none. */
export async function baseRateFor(
  type: string,
  onDate: string,
  url: string | undefined = process.env.REF_RATES_URL,
): Promise<string | null> {
  if (url) {
    const feed = await remoteFeed(url);
    return feed ? (latestRate(feed, type, onDate)?.percentRate ?? null) : null;
  }
  if (!isKnownType(type)) return null;
  return latestRate(standInFeed(feedDay(), [type]), type, onDate)?.percentRate ?? null;
}
