import {
  REFERENCE_RATE_TYPES,
  type ReferenceRateType,
} from '../../../src/shared/finance-order/reference-rate';
import { formatUnits } from '../../../src/shared/finance-order/money';
import type { ReferenceRateEntryData } from '../../../src/api/endpoints/external/reference-rates';

/**
 * The stand-in feed's history, generated in code (no table): each business day's rate is a pure
 * function of the type and the day, so the feed answers the same on every server, on every call,
 * and on any day it is asked for; a day's rate never changes once published.
 */

/** Business days of history the feed publishes, ending on the day asked for. */
export const HISTORY_DAYS = 400;

interface Curve {
  /** Level, amplitude and noise in units of the type's decimals. */
  level: number;
  amplitude: number;
  noise: number;
  /** Days of one swing up and down. */
  period: number;
  /** The decimals the type is published with (SOFR 2, ESTR 3, SONIA 4, HIBOR 5…). */
  decimals: number;
}

const CURVES: Record<ReferenceRateType, Curve> = {
  SOFR: { level: 430, amplitude: 45, noise: 3, period: 540, decimals: 2 },
  ESTR: { level: 2_400, amplitude: 600, noise: 6, period: 610, decimals: 3 },
  SONIA: { level: 44_500, amplitude: 3_500, noise: 40, period: 700, decimals: 4 },
  // Swings across zero, as the yen rate did: a floating rate must survive a negative base.
  TONA: { level: 150, amplitude: 330, noise: 4, period: 480, decimals: 3 },
  SORA: { level: 25_000, amplitude: 9_000, noise: 150, period: 520, decimals: 4 },
  HIBOR_3M: { level: 380_000, amplitude: 90_000, noise: 2_500, period: 450, decimals: 5 },
  SHIBOR_3M: { level: 1_750, amplitude: 250, noise: 8, period: 660, decimals: 3 },
};

const DAY_MS = 86_400_000;

/** A small integer hash (FNV-1a) of text: the day's noise, the same everywhere. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The rate of `type` on `day` (YYYY-MM-DD), in percent. */
export function standInRate(type: ReferenceRateType, day: string): number {
  const curve = CURVES[type];
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const swing = curve.amplitude * Math.sin((2 * Math.PI * dayNumber) / curve.period);
  const noise = (hash(`${type}:${day}`) % (2 * curve.noise + 1)) - curve.noise;
  const units = Math.round(curve.level + swing + noise);
  // Written out from integer units, so the number's text is exactly the published decimals.
  return Number(formatUnits(BigInt(units), curve.decimals));
}

/** The last `days` weekdays up to and including `endDay`, newest first. */
export function businessDaysUpTo(endDay: string, days: number): string[] {
  const out: string[] = [];
  let time = Date.parse(`${endDay}T00:00:00Z`);
  while (out.length < days) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(new Date(time).toISOString().slice(0, 10));
    time -= DAY_MS;
  }
  return out;
}

/** The feed as published on `endDay`: newest first, each day's types in a fixed order. */
export function standInFeed(
  endDay: string,
  types: readonly ReferenceRateType[] = REFERENCE_RATE_TYPES,
): { refRates: ReferenceRateEntryData[] } {
  const refRates = businessDaysUpTo(endDay, HISTORY_DAYS).flatMap((effectiveDate) =>
    types.map((type) => ({ effectiveDate, type, percentRate: standInRate(type, effectiveDate) })),
  );
  return { refRates };
}

/** Today on the server's clock, in UTC: the feed's last published day. */
export const feedDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
