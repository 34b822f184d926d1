/**
 * What choosing purchase orders on the invoice form fills in (issue 17): the buyer and the
 * currency the orders share, and the amount proposed as the sum of their open amounts.
 *
 * Decision (docs/pages-trade.md): an order's open amount is its amount less what has been
 * financed against it (`financedAmount`), never below zero: the part of the order still to be
 * billed and financed. Orders of different buyers or currencies propose neither (the server
 * refuses such an invoice; the form says so on the field instead of guessing).
 */
export interface OrderFacts {
  buyerName?: unknown;
  currency?: unknown;
  amount?: unknown;
  financedAmount?: unknown;
}

export interface InvoiceProposal {
  /** The shared buyer, or null when the orders have none or several. */
  buyerName: string | null;
  currency: string | null;
  /** The sum of open amounts as decimal text with 2 places, or null without any order. */
  amount: string | null;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/;

/** Decimal text → whole cents, exactly (amounts are strings in this portal, never floats). */
function cents(value: unknown): bigint {
  const match = DECIMAL.exec(
    typeof value === 'number' ? String(value) : String(value ?? '').trim(),
  );
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const total = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -total : total;
}

const text = (c: bigint) => {
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

function shared(values: unknown[]): string | null {
  const distinct = new Set(values.map((v) => (typeof v === 'string' ? v.trim() : '')));
  if (distinct.size !== 1) return null;
  const [only] = distinct;
  return only ? only : null;
}

export function openAmountCents(order: OrderFacts): bigint {
  const open = cents(order.amount) - cents(order.financedAmount);
  return open > 0n ? open : 0n;
}

export function proposeInvoice(orders: readonly OrderFacts[]): InvoiceProposal {
  if (orders.length === 0) return { buyerName: null, currency: null, amount: null };
  const currency = shared(orders.map((o) => o.currency));
  return {
    buyerName: shared(orders.map((o) => o.buyerName)),
    currency,
    amount: currency === null ? null : text(orders.reduce((s, o) => s + openAmountCents(o), 0n)),
  };
}
