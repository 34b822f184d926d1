import { useEffect, useState } from 'react';
import type { Core } from '../../core/bridge';

export interface BuyerOption {
  code: string;
  name: string | null;
}

/**
 * The buyers a what-if may delay: the receivables dashboard's buyer list (code and name), or,
 * when that cannot answer, the buyer codes of the cached receivables.
 */
export function useBuyers(core: Core, dataKey: string, enabled: boolean): BuyerOption[] {
  const [buyers, setBuyers] = useState<BuyerOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    core.dashboards
      .ar({})
      .then((dashboard) =>
        dashboard.buyers.map((b) => ({ code: b.buyerCode, name: b.buyerName || null })),
      )
      .catch(() =>
        core.receivables
          .options('dueBalance', 'buyerCode', [])
          .then((options) =>
            options.flatMap((o) =>
              o.value === null ? [] : [{ code: String(o.value), name: null }],
            ),
          ),
      )
      .then(
        (list) => {
          if (live) setBuyers(list);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [core, dataKey, enabled]);
  return buyers;
}
