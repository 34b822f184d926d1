import type { CashflowWhatIf } from '../../../shared/dashboard/cashflow';
import { numberInputOptions } from '../../../shared/format/number-input/options';

/** "Pays N days later": whole days, up to a month earlier and half a year later. */
export const DELAY_MIN = -30;
export const DELAY_MAX = 180;
export const delayInputOptions = numberInputOptions({
  min: DELAY_MIN,
  max: DELAY_MAX,
  precision: 0,
  maxLength: 4,
  decimalLength: 0,
  grouping: false,
});

/** What the user set in the what-if panel, as typed. */
export interface WhatIfControls {
  buyerCode: string | null;
  /** The delay as the input holds it ('' when empty). */
  days: string;
  finance: boolean;
}

export const NO_WHAT_IF: WhatIfControls = { buyerCode: null, days: '', finance: false };

/** The typed delay as whole days within the bounds; null when empty or unreadable. */
export function delayDays(text: string): number | null {
  if (!/^-?\d+$/.test(text.trim())) return null;
  const days = Number(text);
  return Math.min(DELAY_MAX, Math.max(DELAY_MIN, days));
}

/**
 * The question to ask the worker; null when nothing would change the forecast (no buyer, no or a
 * zero delay, finance on with nothing selected), so no what-if is shown as active then.
 */
export function toWhatIf(
  controls: WhatIfControls,
  selected: ReadonlySet<number>,
): CashflowWhatIf | null {
  const days = delayDays(controls.days);
  const buyerDelay =
    controls.buyerCode && days !== null && days !== 0
      ? { buyerCode: controls.buyerCode, days }
      : null;
  const financeNow = controls.finance ? [...selected].sort((a, b) => a - b) : [];
  if (!buyerDelay && financeNow.length === 0) return null;
  return {
    ...(buyerDelay ? { buyerDelay } : {}),
    ...(financeNow.length > 0 ? { financeNow } : {}),
  };
}
