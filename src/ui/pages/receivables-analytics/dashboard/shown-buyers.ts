import type { BuyerRow } from '../../../../shared/dashboard/ar-dashboard';

/**
 * Buyers listed before "Show all": the list box shows about eleven, and the seeded supplier has
 * 500, whose buttons were most of the dashboard's elements and most of its layout time
 * (docs/dashboards.md, "Buyer panel").
 */
export const BUYERS_SHOWN = 40;

/**
 * The buyers the panel lists: every match once "Show all" was pressed, else the first
 * BUYERS_SHOWN, plus the chosen buyer when it is further down, so it stays on screen and pressed.
 */
export function shownBuyers(
  matching: readonly BuyerRow[],
  selected: string | undefined,
  all: boolean,
): readonly BuyerRow[] {
  if (all || matching.length <= BUYERS_SHOWN) return matching;
  const head = matching.slice(0, BUYERS_SHOWN);
  const chosen = matching.find((buyer) => buyer.buyerCode === selected);
  return chosen && !head.includes(chosen) ? [...head, chosen] : head;
}
