import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BUYER_NAME,
  calendarOf,
  cellsIn,
  choice,
  choose,
  chooseFirstAccount,
  composeRow,
  dayOf,
  figuresOn,
  FUNDER_ID,
  isChosen,
  nextStep,
  offered,
  orderOf,
  previousStep,
  serverTrial,
  shown,
  stepCard,
  tokenOf,
  trialTexts,
  type TrialInput,
} from './support/finance-apply';
import { signedInPage } from './support/signed-in-page';

/**
 * The finance order wizard (/finance/finance-order/add and /:id/edit, docs/finance-orders.md) in
 * Chromium against the real server, as `supplier` (C001) on its CNY story receivables
 * INV-C001-F03, INV-C001-F04 and PO-C001-F02 (no other test's): the steps, the receivables
 * offered, the live trial against the server's trialCalculation, the due date's calendar, a
 * draft saved, resumed and submitted, and the leave guard.
 */
const PRODUCT = 'P002';
const CURRENCY = 'CNY';
const [FIRST, SECOND] = ['INV-C001-F03', 'INV-C001-F04'] as const;
const INVOICES = [FIRST, SECOND];
const PO = 'PO-C001-F02';
const REMARK = 'Q5 wizard: delivered in full';
const STEPS = ['Product', 'Funder', 'Buyer', 'Receivables', 'Trial and submit'];

const alertIn = (page: Page, step: number) => stepCard(page, step).getByRole('alert');
const liveFigures = (page: Page) => figuresOn(page.getByTestId('live-trial-figures'));
const kindButton = (page: Page, name: string) =>
  page.locator('[data-field="receivables"] .p-selectbutton .p-button', { hasText: name });
const amountInput = (page: Page) => page.locator('#field-requestedAmount');

async function typeAmount(page: Page, amount: string): Promise<void> {
  await amountInput(page).fill(amount);
  await amountInput(page).blur();
}

async function typeDueDate(page: Page, iso: string): Promise<void> {
  await page.locator('#field-dueDate').fill(shown(iso));
  await page.locator('#field-dueDate').press('Escape');
}

describe('the finance order wizard (supplier, CNY)', () => {
  const session = signedInPage('supplier');
  let page: Page;
  let token: string;
  let due: string;
  let orderId = '';
  /** The numbers the page shows for the story ids. */
  const shownNumbers = new Map<string, string>();
  const numberOf = (id: string) => shownNumbers.get(id) ?? id;
  let usdNumbers: string[] = [];
  const trialInput = (ids: string[], requestedAmount: string | null): TrialInput => ({
    financingProductId: PRODUCT,
    receivables: ids.map((id) => ({ kind: 'INVOICE', id })),
    requestedAmount,
    dueDate: due,
  });
  const serverFigures = async (ids: string[], amount: string | null) => {
    const reply = await serverTrial(token, trialInput(ids, amount));
    expect(reply.body.code).toBe(200);
    return reply.body.data as Parameters<typeof trialTexts>[0];
  };

  beforeAll(async () => {
    page = session.page;
    token = await tokenOf('supplier');
    due = dayOf(await calendarOf(token, CURRENCY), CURRENCY, 60, true);
    const invoices = await offered(token, 'INVOICE', CURRENCY);
    const pos = await offered(token, 'PO', CURRENCY);
    for (const [id, n] of [...invoices, ...pos]) shownNumbers.set(id, n);
    usdNumbers = [...(await offered(token, 'INVOICE', 'USD')).values()];
  });

  it('walks the five steps in order; Next needs a choice; Previous keeps the choices', async () => {
    await page.goto('/finance/finance-order/add');
    await stepCard(page, 0).waitFor();
    const labels = await page.locator('.p-steps .p-steps-title').allTextContents();
    expect(labels).toEqual(STEPS);

    await nextStep(page);
    await expect(alertIn(page, 0).textContent()).resolves.toBe('Choose one first.');
    expect(await stepCard(page, 0).getByRole('radiogroup').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await choose(page, 'financingProductId', PRODUCT);
    // Choosing clears the refusal on the field.
    await alertIn(page, 0).waitFor({ state: 'detached' });
    await nextStep(page);

    await stepCard(page, 1).waitFor();
    await nextStep(page);
    await expect(alertIn(page, 1).textContent()).resolves.toBe('Choose one first.');
    await choose(page, 'funderCompanyId', FUNDER_ID);
    await nextStep(page);

    await stepCard(page, 2).waitFor();
    await nextStep(page);
    await expect(alertIn(page, 2).textContent()).resolves.toBe('Choose one first.');
    await choose(page, 'buyerName', BUYER_NAME);
    await nextStep(page);

    await stepCard(page, 3).waitFor();
    await nextStep(page);
    await expect(alertIn(page, 3).textContent()).resolves.toBe('Choose at least one receivable.');

    await previousStep(page);
    await stepCard(page, 2).waitFor();
    expect(await isChosen(page, 'buyerName', BUYER_NAME)).toBe('true');
    await previousStep(page);
    expect(await isChosen(page, 'funderCompanyId', FUNDER_ID)).toBe('true');
    await previousStep(page);
    expect(await isChosen(page, 'financingProductId', PRODUCT)).toBe('true');
    expect(await choice(page, 'financingProductId', PRODUCT).textContent()).toContain(CURRENCY);
    await nextStep(page);
    await nextStep(page);
    await nextStep(page);
    await stepCard(page, 3).waitFor();
  });

  it("offers only the buyer's open receivables in the product's currency", async () => {
    const candidates = page.getByTestId('compose-candidates');
    await candidates.locator('tbody [data-field="number"]', { hasText: numberOf(FIRST) }).waitFor();
    const numbers = await cellsIn(page, 'candidates');
    expect(numbers).toEqual(expect.arrayContaining(INVOICES.map(numberOf)));
    // The same buyer's USD invoices are not offered under a CNY product.
    expect(usdNumbers.length).toBeGreaterThan(0);
    for (const usd of usdNumbers) expect(numbers).not.toContain(usd);
    expect(new Set(await cellsIn(page, 'candidates', 'currency'))).toEqual(new Set([CURRENCY]));

    await kindButton(page, 'Purchase orders').click();
    await candidates.locator('tbody [data-field="number"]', { hasText: numberOf(PO) }).waitFor();
    expect(new Set(await cellsIn(page, 'candidates', 'currency'))).toEqual(new Set([CURRENCY]));
    await kindButton(page, 'Invoices').click();
    await candidates.locator('tbody [data-field="number"]', { hasText: numberOf(FIRST) }).waitFor();
  });

  it('adds and removes receivables with the compose table', async () => {
    await composeRow(page, 'candidates', numberOf(FIRST));
    await composeRow(page, 'candidates', numberOf(SECOND));
    await expect.poll(() => cellsIn(page, 'selected')).toEqual(INVOICES.map(numberOf));
    await composeRow(page, 'selected', numberOf(SECOND));
    await expect.poll(() => cellsIn(page, 'selected')).toEqual([numberOf(FIRST)]);
  });

  it("shows a live trial equal to the server's, following the selection and the amount", async () => {
    await nextStep(page);
    await page.getByTestId('live-trial').waitFor();
    await expect(page.getByTestId('live-trial').textContent()).resolves.toContain(
      'Choose receivables and a due date to see the trial.',
    );
    await typeDueDate(page, due);
    const one = await serverFigures([FIRST], null);
    await expect.poll(() => liveFigures(page)).toEqual(trialTexts(one));

    await previousStep(page);
    await composeRow(page, 'candidates', numberOf(SECOND));
    await nextStep(page);
    const both = await serverFigures(INVOICES, null);
    expect(both.receivablesAmount).not.toBe(one.receivablesAmount);
    await expect.poll(() => liveFigures(page)).toEqual(trialTexts(both));

    await typeAmount(page, '50000');
    const asked = await serverFigures(INVOICES, '50000.00');
    await expect.poll(() => liveFigures(page)).toEqual(trialTexts(asked));
    expect(asked.financingAmount).toBe('50000.00');
  });

  it("disables a day that is no business day of the currency's calendar", async () => {
    const calendar = await calendarOf(token, CURRENCY);
    const rest = dayOf(calendar, CURRENCY, 40, false);
    const [year, month, day] = rest.split('-').map(Number) as [number, number, number];
    await page.locator('[data-field="dueDate"]').getByRole('button').click();
    // Move the calendar to the rest day's month from the due date's.
    const [dueYear, dueMonth] = due.split('-').map(Number) as [number, number];
    const steps = (year - dueYear) * 12 + (month - dueMonth);
    const arrow = page.locator(steps < 0 ? '.p-datepicker-prev' : '.p-datepicker-next');
    for (let i = 0; i < Math.abs(steps); i++) await arrow.click();
    const cell = page.locator(
      `.p-datepicker td[data-p-year="${year}"][data-p-month="${month - 1}"][data-p-day="${day}"]:not([data-p-other-month="true"])`,
    );
    expect(await cell.locator('[data-p-disabled]').getAttribute('data-p-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.locator('.p-datepicker').waitFor({ state: 'detached' });
    expect(await page.locator('#field-dueDate').inputValue()).toBe(shown(due));
  });

  it('saves a draft: toast, its detail, DRAFT in the list', async () => {
    await chooseFirstAccount(page);
    await page.locator('#field-remark').fill(REMARK);
    await page
      .getByTestId('order-documents')
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({
        name: 'delivery-note.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
    await page.getByTestId('order-documents').getByText('delivery-note.pdf').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    const toast = page.locator('.p-toast-message', { hasText: 'was saved as a draft' });
    await toast.waitFor();
    await page.waitForURL(/\/finance\/finance-order\/[^/]+\/detail$/);
    orderId = decodeURIComponent(page.url().split('/').at(-2) ?? '');
    const order = await orderOf(token, orderId);
    expect(order.status).toBe('DRAFT');
    expect(await toast.textContent()).toContain(`Finance order ${order.financeNo} was saved`);
    expect(order.receivables.map((r) => r.id)).toEqual(INVOICES);
    expect(order.attachments.map((a) => a.fileName)).toEqual(['delivery-note.pdf']);
    await page.getByTestId('order-status').filter({ hasText: 'Draft' }).waitFor();

    await page.goto(`/finance/finance-order?financeNo=${order.financeNo}`);
    const row = page.locator('[data-testid="search-table"] tbody tr', {
      hasText: order.financeNo,
    });
    await row.waitFor();
    expect(await row.textContent()).toContain('Draft');
  });

  it('resumes the draft on /:id/edit with every choice and its document', async () => {
    const order = await orderOf(token, orderId);
    await page.goto(`/finance/finance-order/${orderId}/edit`);
    await stepCard(page, 0).waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe(
      `Edit finance order ${order.financeNo}`,
    );
    expect(await isChosen(page, 'financingProductId', PRODUCT)).toBe('true');
    await nextStep(page);
    expect(await isChosen(page, 'funderCompanyId', FUNDER_ID)).toBe('true');
    await nextStep(page);
    expect(await isChosen(page, 'buyerName', BUYER_NAME)).toBe('true');
    await nextStep(page);
    await expect.poll(() => cellsIn(page, 'selected')).toEqual(INVOICES.map(numberOf));
    await nextStep(page);
    expect(await page.locator('#field-dueDate').inputValue()).toBe(shown(due));
    expect(await amountInput(page).inputValue()).toBe('50,000.00');
    await expect
      .poll(() => page.locator('.p-dropdown:has(#field-fundingAccountId)').textContent())
      .toContain(order.fundingAccount?.bankAccount ?? '-');
    expect(await page.locator('#field-remark').inputValue()).toBe(REMARK);
    await page.getByTestId('order-documents').getByText('delivery-note.pdf').waitFor();
    // The draft holds its invoices now (the server's trial refuses them to anyone): its own
    // binding trial, computed when it was saved today, is the server's figure.
    expect(order.trial).not.toBeNull();
    if (order.trial) await expect.poll(() => liveFigures(page)).toEqual(trialTexts(order.trial));
  });

  it('submits from the edit page after asking: PENDING_APPROVAL on the detail', async () => {
    const order = await orderOf(token, orderId);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Submit the application for CNY 50,000.00 to').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await orderOf(token, orderId)).status).toBe('DRAFT');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page
      .locator('.p-toast-message', { hasText: `Finance order ${order.financeNo} was submitted.` })
      .waitFor();
    await page.waitForURL(`**/finance/finance-order/${orderId}/detail`);
    await page.getByTestId('order-status').filter({ hasText: 'Pending approval' }).waitFor();
    const submitted = await orderOf(token, orderId);
    expect(submitted.status).toBe('PENDING_APPROVAL');
    expect(submitted.attachments.map((a) => a.fileName)).toEqual(['delivery-note.pdf']);
  });

  it('asks before leaving a changed wizard; Stay keeps it, Discard leaves', async () => {
    await page.goto('/finance/finance-order/add');
    await stepCard(page, 0).waitFor();
    await choose(page, 'financingProductId', PRODUCT);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Leave this form?').waitFor();
    await dialog.getByRole('button', { name: 'Stay on the form' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/finance/finance-order/add');
    expect(await isChosen(page, 'financingProductId', PRODUCT)).toBe('true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/finance\/finance-order(\?|$)/);
  });
});
