import type { PageSeed } from './page-seed';
import { amount, COUNTERPARTIES, CURRENCIES, day, instant, pick, recordNo } from './seed-values';

const PO_STATUSES = ['FINANCED', 'SETTLED', 'OVERDUE'] as const;

/** Purchase orders: a third financed in full, some in part, settled and overdue ones. */
export const tradeSeeds: readonly PageSeed[] = [
  {
    pageId: 'trading.purchase',
    count: 48,
    row: (company, i) => {
      const currency = pick(CURRENCIES, i, 5);
      const total = amount(i, 5_000, 900_000, currency);
      const issued = 30 + i * 11;
      return {
        id: recordNo('PO', company.id, i),
        poNo: `PO${company.code}${String(20250001 + i * 3)}`,
        buyerName: pick(COUNTERPARTIES, i, 7),
        currency,
        amount: total,
        financedAmount: i % 3 === 0 ? total : (Number(total) * 0.6).toFixed(2),
        issueDate: day(issued),
        dueDate: day(issued + 60 + (i % 4) * 30),
        status: pick(PO_STATUSES, i),
        createdAt: instant(issued * 24 + (i % 9)),
      };
    },
  },
];
