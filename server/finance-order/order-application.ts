import type { z } from 'zod';
import type { applicationInput } from '../../src/api/endpoints/finance-order/order-schemas';
import { countryOfCurrency, isBusinessDay } from '../../src/shared/calendar/business-day';
import type { Language } from '../../src/shared/constants';
import { baseRateTypeOf, termsWithPrice } from '../../src/shared/finance-order/intention-rate';
import { computeTrial } from '../../src/shared/finance-order/trial-calculation';
import type { TrialResult } from '../../src/shared/finance-order/trial-types';
import type { Db } from '../db/db';
import { holidaysOf } from '../holidays/holiday-store';
import { baseRateFor } from './base-rate';
import { eligibleReceivables, type EligibleReceivable } from './eligible-receivables';
import { pricingIntention, refuseUnbindable } from './order-intention';
import { receivableNumbers } from './order-receivables';
import type { OrderData } from './order-record';
import { fieldRefused } from './order-refusals';
import { trialReasonText } from './order-trial-texts';
import { readProductTerms } from './product-terms-store';
import { requireVerifiedCompany } from '../realname/company-verification';

export type Application = Omit<z.output<typeof applicationInput>, 'submit'>;

/** What an application gives an order: every stored field but its number, status and dates of steps. */
export type ApplicationFields = Pick<
  OrderData,
  | 'productName'
  | 'buyerName'
  | 'funderName'
  | 'currency'
  | 'invoiceAmount'
  | 'applyAmount'
  | 'rate'
  | 'tenorDays'
  | 'supplierCompanyId'
  | 'supplierName'
  | 'buyerCompanyId'
  | 'buyerCode'
  | 'baseRateType'
  | 'funderCompanyId'
  | 'productId'
  | 'receivables'
  | 'requestedAmount'
  | 'trial'
  | 'rateDisplay'
  | 'dueDate'
  | 'fundingAccount'
  | 'attachments'
  | 'remark'
  | 'intentionId'
>;

interface Supplier {
  companyId: string;
}

export async function companyNamed(db: Db, name: string) {
  const { rows } = await db.query<{ id: string; name: string; code: string }>(
    `SELECT id, name, code FROM companies WHERE name = $1 OR name_en = $1 ORDER BY id LIMIT 1`,
    [name],
  );
  return rows[0] ?? null;
}

async function companyById(db: Db, id: string) {
  const { rows } = await db.query<{ id: string; name: string; code: string }>(
    'SELECT id, name, code FROM companies WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Checks an application and works out everything the order stores, inside the caller's
 * transaction. The chosen receivables are locked (SELECT … FOR UPDATE) and must all be eligible
 * now, so two orders can never take the same one; the figures are the server's own trial. With
 * `complete` (a submission) every part must be there and the trial must succeed; a draft keeps
 * what it has, and its trial is null while the selection gives none. With an intention, its
 * accepted price replaces the product's rate (intention-binding.ts decides whether it may);
 * `orderId` is the order being edited, which may keep the intention it was submitted with.
 */
export async function resolveApplication(
  db: Db,
  supplier: Supplier,
  app: Application,
  complete: boolean,
  today: string,
  lang: Language,
  orderId: string | null = null,
): Promise<ApplicationFields> {
  // A submission moves money: only a company that passed real-name verification may make one.
  if (complete) await requireVerifiedCompany(db, supplier.companyId);
  const required = (field: string) => fieldRefused('orderFieldRequired', field, {}, lang);

  const terms = await readProductTerms(db, app.financingProductId);
  if (!terms) {
    throw fieldRefused(
      'orderUnknownProduct',
      'financingProductId',
      { id: app.financingProductId },
      lang,
    );
  }
  const { currency } = terms;

  let funder: { id: string; name: string } | null = null;
  if (app.funderCompanyId !== undefined) {
    const found = terms.funderCompanyIds.includes(app.funderCompanyId)
      ? await companyById(db, app.funderCompanyId)
      : null;
    if (!found) {
      throw fieldRefused(
        'orderFunderNotOffering',
        'funderCompanyId',
        { id: app.funderCompanyId },
        lang,
      );
    }
    funder = found;
  } else if (complete) throw required('funderCompanyId');

  const supplierRow = await companyById(db, supplier.companyId);
  let buyer: { id: string; name: string; code: string } | null = null;
  if (app.buyerName !== undefined) {
    buyer = await companyNamed(db, app.buyerName);
    // A buyer off the platform could never confirm its debt, and nobody finances against himself.
    if (!buyer || buyer.id === supplier.companyId) {
      throw fieldRefused(
        'orderBuyerNotOnPlatform',
        'buyerName',
        { buyerName: app.buyerName },
        lang,
      );
    }
  } else if (complete || app.receivables.length > 0) throw required('buyerName');

  const chosen = await lockChosen(db, supplier.companyId, app, buyer?.name ?? '', currency, lang);
  if (complete && chosen.length === 0) throw required('receivables');

  if (app.dueDate !== undefined) {
    const holidays = await holidaysOf(db, [currency]);
    if (!isBusinessDay(app.dueDate, holidays, countryOfCurrency(currency))) {
      throw fieldRefused(
        'orderDueDateNotBusinessDay',
        'dueDate',
        { dueDate: app.dueDate, currency },
        lang,
      );
    }
  } else if (complete) throw required('dueDate');

  const fundingAccount =
    app.fundingAccountId !== undefined
      ? await receivingAccount(db, supplier.companyId, app.fundingAccountId, currency, lang)
      : null;
  if (complete && !fundingAccount) throw required('fundingAccountId');

  await checkAttachments(db, supplier.companyId, app.attachments, lang);

  const intention =
    app.intentionId === undefined
      ? null
      : await pricingIntention(db, supplier.companyId, app.intentionId, lang, true);
  if (intention) {
    const order = {
      orderId,
      productId: terms.productId,
      currency,
      funderCompanyId: funder?.id ?? null,
      buyerCompanyId: buyer?.id ?? null,
    };
    refuseUnbindable(intention, order, today, !complete, lang);
  }
  // Amount and tenor limits, fees and day base stay the product's; only the rate is priced.
  const rated = intention ? termsWithPrice(terms, intention.price) : terms;
  const baseType = baseRateTypeOf(rated);
  const baseRate = baseType ? await baseRateFor(baseType, today) : null;
  let trial: TrialResult | null = null;
  if (chosen.length > 0 && app.dueDate !== undefined) {
    const outcome = computeTrial({
      terms: rated,
      baseRate,
      receivableAmounts: chosen.map((r) => r.openAmount),
      requestedAmount: app.requestedAmount ?? null,
      valueDate: today,
      dueDate: app.dueDate,
    });
    if (outcome.ok) trial = outcome.trial;
    else if (complete) {
      const { refusal } = outcome;
      throw fieldRefused(
        'orderTrialRefused',
        refusal.field,
        { reason: trialReasonText(refusal, lang) },
        lang,
      );
    }
  }

  return {
    productName: terms.productName,
    buyerName: buyer?.name ?? null,
    funderName: funder?.name ?? null,
    currency,
    invoiceAmount: trial?.receivablesAmount ?? null,
    applyAmount: trial?.financingAmount ?? null,
    rate: trial ? Number(trial.interestRate) : null,
    tenorDays: trial?.tenorDays ?? null,
    supplierCompanyId: supplier.companyId,
    supplierName: supplierRow?.name ?? supplier.companyId,
    buyerCompanyId: buyer?.id ?? null,
    buyerCode: buyer?.code ?? app.buyerCode ?? null,
    baseRateType: rated.baseRateType,
    funderCompanyId: funder?.id ?? null,
    productId: terms.productId,
    receivables: chosen.map((r) => ({
      kind: r.kind,
      id: r.id,
      number: r.number,
      amount: r.openAmount,
      currency: r.currency,
      issueDate: r.issueDate,
      dueDate: r.dueDate,
    })),
    requestedAmount: app.requestedAmount ?? null,
    trial,
    rateDisplay: {
      rateType: rated.rateType,
      fixedRate: rated.fixedRate,
      baseRateType: rated.baseRateType,
      direction: rated.direction,
      spread: rated.spread,
      baseRate,
    },
    dueDate: app.dueDate ?? null,
    fundingAccount,
    attachments: app.attachments.map((a) => ({
      objectKey: a.objectKey,
      fileName: a.fileName,
      schemaCode: a.schemaCode ?? null,
      extractData: a.extractData ?? null,
    })),
    remark: app.remark ?? null,
    intentionId: intention?.id ?? null,
  };
}

/** The chosen receivables, locked, in the order chosen; refuses the first that is not eligible. */
async function lockChosen(
  db: Db,
  supplierCompanyId: string,
  app: Application,
  buyerName: string,
  currency: string,
  lang: Language,
): Promise<EligibleReceivable[]> {
  const seen = new Set<string>();
  for (const r of app.receivables) {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key))
      throw fieldRefused('orderReceivableTwice', 'receivables', { id: r.id }, lang);
    seen.add(key);
  }
  const found = new Map<string, EligibleReceivable>();
  for (const kind of ['PO', 'INVOICE'] as const) {
    const ids = app.receivables.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    const rows = await eligibleReceivables(db, {
      supplierCompanyId,
      buyerName,
      currency,
      kind,
      ids,
      forUpdate: true,
    });
    for (const row of rows) found.set(`${kind}:${row.id}`, row);
    const missing = ids.filter((id) => !found.has(`${kind}:${id}`));
    if (missing.length > 0) {
      const numbers = await receivableNumbers(db, supplierCompanyId, kind, missing);
      const first = missing[0] as string;
      throw fieldRefused(
        'orderReceivableNotEligible',
        'receivables',
        { number: numbers.get(first) ?? first, buyerName, currency },
        lang,
      );
    }
  }
  return app.receivables.map((r) => found.get(`${r.kind}:${r.id}`) as EligibleReceivable);
}

/** A snapshot of the supplier's enabled account in the order's currency. */
export async function receivingAccount(
  db: Db,
  companyId: string,
  accountId: string,
  currency: string,
  lang: Language,
): Promise<NonNullable<OrderData['fundingAccount']>> {
  const { rows } = await db.query<{
    id: string;
    account_name: string;
    bank_name: string;
    bank_name_en: string;
    bank_account: string;
    bank_code: string;
  }>(
    `SELECT id, account_name, bank_name, bank_name_en, bank_account, bank_code
     FROM bank_accounts
     WHERE id = $1 AND company_id = $2 AND status = 'ENABLE'
       AND $3 = ANY(string_to_array(replace(currency, ' ', ''), ','))`,
    [accountId, companyId, currency],
  );
  const row = rows[0];
  if (!row) {
    throw fieldRefused(
      'orderUnknownAccount',
      'fundingAccountId',
      { id: accountId, currency },
      lang,
    );
  }
  return {
    id: row.id,
    accountName: row.account_name,
    bankName: row.bank_name,
    bankNameEn: row.bank_name_en,
    bankAccount: row.bank_account,
    bankCode: row.bank_code,
    currency,
  };
}

/** Every document must be an upload of the supplier's own company. */
export async function checkAttachments(
  db: Db,
  companyId: string,
  attachments: Application['attachments'],
  lang: Language,
): Promise<void> {
  if (attachments.length === 0) return;
  const keys = attachments.map((a) => a.objectKey);
  const { rows } = await db.query<{ object_key: string }>(
    'SELECT object_key FROM sys_attachments WHERE company_id = $1 AND object_key = ANY($2::text[])',
    [companyId, keys],
  );
  const known = new Set(rows.map((r) => r.object_key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown !== undefined) {
    throw fieldRefused('orderUnknownAttachment', 'attachments', { objectKey: unknown }, lang);
  }
}
