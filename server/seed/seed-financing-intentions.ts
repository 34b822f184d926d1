import type { Db } from '../db/db';

const DAY_MS = 86_400_000;
const dayFrom = (seedDay: Date, days: number) =>
  new Date(seedDay.getTime() + days * DAY_MS).toISOString().slice(0, 10);

interface SeedIntention {
  supplier: string;
  buyer: string;
  product: string;
  amount: string;
  tenorDays: number;
  state: 'PENDING_PRICING' | 'PRICED' | 'ACCEPTED' | 'REJECTED';
  /** FIXED rate, or FLOATING as [base, direction, spread]. */
  price?: { fixed: string } | { floating: [string, 'UP' | 'DOWN', string] };
  /** Days from the seed day the price is valid until (negative: expired). */
  validDays?: number;
}

/**
 * A few intentions of `supplier` (Evergreen, C001) with Northwind (C002), one in each state and
 * one priced but expired, priced by `funder` (Summit, C003, which offers every product); and one
 * awaiting a price for Lotus (C004), whose `company` sign-in acts as its supplier.
 */
const INTENTIONS: readonly SeedIntention[] = [
  {
    supplier: 'C001',
    buyer: 'C002',
    product: 'P001',
    amount: '250000.00',
    tenorDays: 90,
    state: 'PENDING_PRICING',
  },
  {
    supplier: 'C001',
    buyer: 'C002',
    product: 'P004',
    amount: '480000.00',
    tenorDays: 120,
    state: 'PRICED',
    price: { floating: ['SOFR', 'UP', '1.50'] },
    validDays: 30,
  },
  {
    supplier: 'C001',
    buyer: 'C002',
    product: 'P002',
    amount: '1200000.00',
    tenorDays: 60,
    state: 'PRICED',
    price: { fixed: '4.20' },
    validDays: -3,
  },
  {
    supplier: 'C001',
    buyer: 'C002',
    product: 'P001',
    amount: '150000.00',
    tenorDays: 90,
    state: 'ACCEPTED',
    price: { fixed: '5.25' },
    validDays: 20,
  },
  {
    supplier: 'C001',
    buyer: 'C002',
    product: 'P010',
    amount: '30000000',
    tenorDays: 45,
    state: 'REJECTED',
    price: { floating: ['TONA', 'UP', '0.95'] },
    validDays: 10,
  },
  {
    supplier: 'C004',
    buyer: 'C002',
    product: 'P001',
    amount: '80000.00',
    tenorDays: 30,
    state: 'PENDING_PRICING',
  },
];

const FUNDER = 'C003';

/** Seeds the demo intentions (docs/financing-intentions.md), oldest first. */
export async function seedFinancingIntentions(tx: Db, seedDay: Date): Promise<void> {
  const { rows: products } = await tx.query<{ id: string; currency: string }>(
    'SELECT id, currency FROM financing_products',
  );
  const currencyOf = new Map(products.map((p) => [p.id, p.currency]));
  for (const i of INTENTIONS) {
    const currency = currencyOf.get(i.product);
    if (!currency) continue;
    const fixed = i.price && 'fixed' in i.price ? i.price.fixed : null;
    const floating = i.price && 'floating' in i.price ? i.price.floating : null;
    const priced = i.state !== 'PENDING_PRICING';
    await tx.query(
      `INSERT INTO financing_intentions
         (id, supplier_company_id, buyer_company_id, product_id, currency, amount, tenor_days,
          state, funder_company_id, rate_type, fixed_rate, base_rate_type, direction, spread,
          valid_until, priced_at, answered_at, created_by)
       VALUES ('FI' || lpad(nextval('financing_intention_seq')::text, 6, '0'),
               $1, $2, $3, $4, $5::numeric, $6, $7, $8, $9, $10::numeric, $11, $12, $13::numeric,
               $14::date, $15::timestamptz, $16::timestamptz, 'seed')`,
      [
        i.supplier,
        i.buyer,
        i.product,
        currency,
        i.amount,
        i.tenorDays,
        i.state,
        priced ? FUNDER : null,
        priced ? (fixed !== null ? 'FIXED' : 'FLOATING') : null,
        fixed,
        floating?.[0] ?? null,
        floating?.[1] ?? null,
        floating?.[2] ?? null,
        priced ? dayFrom(seedDay, i.validDays ?? 30) : null,
        priced ? seedDay.toISOString() : null,
        i.state === 'ACCEPTED' || i.state === 'REJECTED' ? seedDay.toISOString() : null,
      ],
    );
  }
}
