import type { Db } from '../db/db';
import { arSupplierIds, seedArCompanies } from './seed-ar-companies';

/** The demo supplier (Evergreen Components) owns every seeded receivable. */
export const AR_SUPPLIER_ID = 'C001';
export const AR_BUYER_COUNT = 500;
export const AR_CURRENCIES = ['USD', 'CNY', 'JPY', 'EUR', 'HKD', 'SGD'] as const;
/**
 * Statuses are decided as of the seed day (`asOf`, YYYY-MM-DD), so overdue means overdue today and
 * no payment is dated after it. Issue dates run over the three years (1096 days) before it.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Tables of the receivables data, children first (for TRUNCATE). */
export const AR_TABLES = [
  'ar_tombstones',
  'ar_financings',
  'ar_dilutions',
  'ar_payments',
  'receivables',
  'ar_buyers',
] as const;

/**
 * The secondary indexes of migrations 0010, 0016 and 0018 (same names and columns). The seed drops
 * them, loads, and builds them again: one sort per index instead of 100 000s of index inserts.
 */
const AR_INDEXES = [
  'receivables_supplier_seq ON receivables (supplier_id, seq)',
  'ar_buyers_supplier_seq ON ar_buyers (supplier_id, seq)',
  'ar_payments_supplier_seq ON ar_payments (supplier_id, seq)',
  'ar_dilutions_supplier_seq ON ar_dilutions (supplier_id, seq)',
  'ar_financings_supplier_seq ON ar_financings (supplier_id, seq)',
  'ar_payments_supplier_date ON ar_payments (supplier_id, payment_date DESC, id)',
  'ar_payments_supplier_buyer_date ON ar_payments (supplier_id, buyer_code, payment_date)',
  'receivables_supplier_due_open ON receivables (supplier_id, due_date, id) WHERE outstanding > 0',
  'receivables_supplier_buyer_due ON receivables (supplier_id, buyer_code, due_date)',
  'receivables_supplier_currency_due ON receivables (supplier_id, currency, due_date)',
  'receivables_supplier_status_due ON receivables (supplier_id, status, due_date)',
  'receivables_supplier_issue ON receivables (supplier_id, issue_date)',
  'ar_dilutions_supplier_date ON ar_dilutions (supplier_id, dilution_date DESC, id)',
  'ar_financings_supplier_date ON ar_financings (supplier_id, financing_date)',
  'ar_payments_supplier_amount ON ar_payments (supplier_id, amount, id)',
  'ar_payments_supplier_amount_desc ON ar_payments (supplier_id, amount DESC NULLS LAST, id)',
  'ar_payments_supplier_date_nl ON ar_payments (supplier_id, payment_date DESC NULLS LAST, id)',
  'receivables_supplier_invoice ON receivables (supplier_id, invoice_no, id)',
  'receivables_supplier_invoice_desc ON receivables (supplier_id, invoice_no DESC NULLS LAST, id)',
  'ar_payments_receivable ON ar_payments (receivable_id, id)',
];

const NAME_FIRST = [
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Acme',
  'Hooli',
  'Vandelay',
  'Soylent',
  'Tyrell',
  'Cyberdyne',
  'Wonka',
  'Oceanic',
  'Gringotts',
  'Pendant',
  'Sirius',
  'Monarch',
  'Nakatomi',
  'Zenith',
];
const NAME_SECOND = [
  'Retail',
  'Trading',
  'Logistics',
  'Foods',
  'Electronics',
  'Textiles',
  'Motors',
  'Pharma',
  'Home',
  'Energy',
  'Marine',
  'Toys',
  'Steel',
  'Paper',
  'Optics',
  'Garden',
  'Sports',
  'Tools',
  'Audio',
  'Glass',
  'Chemicals',
  'Furniture',
  'Apparel',
  'Beverages',
  'Robotics',
];
const COUNTRIES = ['156', '840', '392', '276', '344', '702', '826', '250', '410', '036'];

/**
 * Each buyer's payment habit (docs/cashflow.md), by buyer number `b`: 7 in 12 pay on time (± 2
 * days), 4 in 12 a fixed 10–20 days late (± 2 days), 1 in 12 erratically (15 days early to 45
 * late). The days after the due date on which receivable `i` is paid, as SQL over integer
 * columns; stable per buyer, so that a forecast learning it from past payments can be measured.
 */
const paymentDelaySql = (i: string, b: string) => {
  const jitter = `((${i} * 48271 + 7) % 999979)`;
  return `(CASE WHEN ${b} % 12 BETWEEN 6 AND 9 THEN 10 + (${b} * 7) % 11 + ${jitter} % 5 - 2
                WHEN ${b} % 12 = 10 THEN ${jitter} % 61 - 15
                ELSE ${jitter} % 5 - 2 END)::int`;
};

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Seeds the receivables of the demo supplier entirely inside the database (INSERT … SELECT over
 * generate_series), so the same SQL runs on PGlite and PostgreSQL and no row crosses the
 * JS/wasm boundary. Values come from integer hashes of the row number: deterministic.
 * `scale` receivables; payments, dilutions and financings follow from them.
 *
 * `companies` > 1 (`--seed-companies`, docs/scaling.md) spreads the same rows over that many
 * suppliers, C001 first: receivable `i` belongs to supplier `1 + (i - 1) mod companies`
 * (interleaved, as rows of many tenants arrive in a shared table), each supplier gets its own 500
 * buyers, and seed-ar-companies.ts adds the companies and a user each. With 1 (the default) every
 * row is C001's and the data is the same as before the option existed.
 */
export async function seedReceivables(
  tx: Db,
  scale: number,
  asOf: string,
  companies = 1,
): Promise<void> {
  if (!ISO_DAY.test(asOf)) throw new Error(`seed day "${asOf}" is not YYYY-MM-DD`);
  const suppliers = arSupplierIds(AR_SUPPLIER_ID, companies);
  await seedArCompanies(tx, suppliers);
  const names = AR_INDEXES.map((ddl) => ddl.split(' ')[0] ?? '');
  await tx.exec(`DROP INDEX IF EXISTS ${names.join(', ')}`);
  await loadReceivables(tx, scale, asOf, suppliers);
  for (const ddl of AR_INDEXES) await tx.exec(`CREATE INDEX ${ddl}`);
  // Fresh statistics, so the planner uses the indexes for "seq > N" at once.
  await tx.exec(`ANALYZE ${AR_TABLES.join(', ')}`);
}

async function loadReceivables(
  tx: Db,
  scale: number,
  asOf: string,
  suppliers: readonly string[],
): Promise<void> {
  const AR_AS_OF = asOf;
  // Buyers in supplier order, then by number, so that with one supplier their seq is as before.
  await tx.query(
    `INSERT INTO ar_buyers (supplier_id, buyer_code, buyer_name, country)
     SELECT s, 'B' || lpad(b::text, 5, '0'),
            (${sqlArray(NAME_FIRST)})[1 + b % ${NAME_FIRST.length}] || ' '
              || (${sqlArray(NAME_SECOND)})[1 + (b / ${NAME_FIRST.length}) % ${NAME_SECOND.length}]
              || ' Co. ' || b,
            (${sqlArray(COUNTRIES)})[1 + (b * 7) % ${COUNTRIES.length}]
     FROM unnest($1::text[]) WITH ORDINALITY AS c(s, k)
          CROSS JOIN generate_series(1, ${AR_BUYER_COUNT}) b
     ORDER BY k, b`,
    [suppliers],
  );
  if (scale <= 0) return;
  await tx.query(
    `INSERT INTO receivables (id, supplier_id, invoice_no, buyer_code, currency, issue_date,
                              due_date, amount, outstanding, status, financed)
     SELECT i, ($1::text[])[1 + (i - 1) % ${suppliers.length}], 'INV' || lpad(i::text, 8, '0'),
            buyer_code, currency, issue_date, due_date, amount, outstanding,
            CASE WHEN outstanding = 0 THEN 'PAID'
                 WHEN due_date < DATE '${AR_AS_OF}' THEN 'OVERDUE'
                 WHEN outstanding < amount THEN 'PARTIALLY_PAID'
                 ELSE 'OPEN' END,
            h1 % 10 < 3
     FROM (
       SELECT i, h1, h2, buyer_code, currency, issue_date, due_date, amount,
              CASE WHEN p < paid_below THEN 0::numeric
                   WHEN p < partial_below
                     THEN round(amount * (5 + h2 % 90) / 100, CASE WHEN currency = 'JPY' THEN 0 ELSE 2 END)
                   ELSE amount END AS outstanding
       FROM (
         SELECT i, h1, h2, buyer_code, currency, issue_date, due_date, p,
                CASE WHEN currency = 'JPY' THEN (100000 + h1 % 50000000)::numeric
                     ELSE (100000 + h1 % 50000000)::numeric / 100 END AS amount,
                -- Mostly paid once the buyer's habitual payment day has passed, not the due day.
                CASE WHEN due_date + ${paymentDelaySql('i', 'b')} < DATE '${AR_AS_OF}' THEN 85 ELSE 15 END AS paid_below,
                CASE WHEN due_date + ${paymentDelaySql('i', 'b')} < DATE '${AR_AS_OF}' THEN 93 ELSE 30 END AS partial_below
         FROM (
           SELECT i, h1, h2, h3 % 100 AS p, 1 + (i * 7919 + h2) % ${AR_BUYER_COUNT} AS b,
                  'B' || lpad((1 + (i * 7919 + h2) % ${AR_BUYER_COUNT})::text, 5, '0') AS buyer_code,
                  (${sqlArray(AR_CURRENCIES)})[1 + h2 % ${AR_CURRENCIES.length}] AS currency,
                  DATE '${AR_AS_OF}' - 1096 + (h1 % 1096)::int AS issue_date,
                  DATE '${AR_AS_OF}' - 1096 + (h1 % 1096)::int + (ARRAY[30, 60, 90, 120])[1 + h3 % 4] AS due_date
           FROM (
             SELECT i, (i * 2654435761) % 4294967291 AS h1, (i * 40503 + 12345) % 1000003 AS h2,
                    (i * 69069 + 1) % 999983 AS h3
             FROM generate_series(1::bigint, $2::bigint) i
           ) h
         ) d
       ) a
     ) r`,
    [suppliers, scale],
  );
  await tx.query(
    // Paid on the buyer's habitual day, except the 15 % that pay early (at any day between issue
    // and due, the same share whatever the due day) and the part-payments of receivables whose
    // habitual day has not come yet (some day since issue).
    `INSERT INTO ar_payments (id, supplier_id, receivable_id, buyer_code, currency, payment_date, amount)
     SELECT id, supplier_id, id, buyer_code, currency,
            GREATEST(issue_date, LEAST(DATE '${AR_AS_OF}' - 1,
              CASE WHEN (id * 69069 + 1) % 999983 % 100 < 15
                     THEN issue_date + ((id * 48271 + 7) % 999979
                                        % GREATEST(1, LEAST(due_date, DATE '${AR_AS_OF}') - issue_date))::int
                   WHEN due_date + delay < DATE '${AR_AS_OF}' THEN due_date + delay
                   ELSE issue_date + ((id * 48271 + 7) % 999979
                                      % GREATEST(1, DATE '${AR_AS_OF}' - issue_date))::int END)),
            amount - outstanding
     FROM (SELECT *, ${paymentDelaySql('id', 'substr(buyer_code, 2)::int')} AS delay
           FROM receivables WHERE supplier_id = ANY($1::text[]) AND outstanding < amount) r`,
    [suppliers],
  );
  await tx.query(
    `INSERT INTO ar_dilutions (id, supplier_id, receivable_id, buyer_code, currency, dilution_date, amount, reason)
     SELECT id, supplier_id, id, buyer_code, currency, LEAST(issue_date + 10, DATE '${AR_AS_OF}'),
            round(amount * (1 + id % 5) / 100, CASE WHEN currency = 'JPY' THEN 0 ELSE 2 END),
            (ARRAY['PRICE_ADJUSTMENT', 'RETURN', 'DISCOUNT', 'DAMAGED_GOODS'])[1 + (id / 7) % 4]
     FROM receivables WHERE supplier_id = ANY($1::text[]) AND (id * 13) % 100 < 8`,
    [suppliers],
  );
  await tx.query(
    `INSERT INTO ar_financings (id, supplier_id, receivable_id, buyer_code, currency, financing_date,
                                repayment_date, amount, balance, status)
     SELECT id, supplier_id, id, buyer_code, currency, LEAST(issue_date + 3, DATE '${AR_AS_OF}'), due_date, fin,
            CASE WHEN outstanding = 0 THEN 0 ELSE fin END,
            CASE WHEN outstanding = 0 THEN 'REPAID' ELSE 'ACTIVE' END
     FROM (SELECT *, round(amount * 0.8, CASE WHEN currency = 'JPY' THEN 0 ELSE 2 END) AS fin
           FROM receivables WHERE supplier_id = ANY($1::text[]) AND financed) f`,
    [suppliers],
  );
}
