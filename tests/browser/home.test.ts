import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, newPage } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { englishOnPage } from './support/english-words';
import { seriousViolations } from './support/axe';

/**
 * /home per role (docs/home.md): each role's figures, and each figure equal to the list its link
 * opens (the list's total and summary row). Reads only: nothing seeded is changed.
 */

async function figure(page: Page, id: string): Promise<Locator> {
  const card = page.getByTestId(`home-figure-${id}`);
  await card.waitFor();
  return card;
}

async function countOf(card: Locator): Promise<number> {
  const value = await card.locator('[translate="no"]').first().textContent();
  return Number((value ?? '').replace(/\D/g, ''));
}

/** The card's "Total CNY 1,234.00 · USD 5.00" without its word: the list's summary text. */
async function sumsOf(card: Locator): Promise<string> {
  const hint = (await card.textContent()) ?? '';
  const match = /Total (.+)$/.exec(hint);
  return match?.[1]?.trim() ?? '';
}

/**
 * The list's total once its answer is in: its "Total N items" line, or 0 when the list says no
 * record matches (a figure of 0 is a link too; the seed's dates make some weeks empty).
 */
async function listTotal(page: Page): Promise<number> {
  const table = page.getByTestId('search-table');
  const line = table.getByText(/^Total [\d,]+ items$/);
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="search-table"]')?.textContent ?? '';
    return (
      /Total [\d,]+ items|No records match these filters/.test(text) &&
      !document.querySelector('.p-datatable-loading-overlay')
    );
  });
  if ((await line.count()) === 0) return 0;
  return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
}

/** Opens a figure's link and checks the list there answers the figure: total and summary. */
async function expectListEqualsFigure(
  page: Page,
  id: string,
  path: RegExp,
  sumField: string | null,
): Promise<number> {
  const card = await figure(page, id);
  const count = await countOf(card);
  const sums = await sumsOf(card);
  await card.click();
  await page.waitForURL(path);
  expect(await listTotal(page)).toBe(count);
  if (sumField && count > 0) {
    await expect
      .poll(() => page.locator(`[data-sum="${sumField}"]`).first().textContent())
      .toBe(sums);
  }
  return count;
}

describe('home as supplier', () => {
  const s = signedInPage('supplier');

  it('shows the welcome, the to-do figures and the last five finance orders', async () => {
    const { page } = s;
    await page.getByText('Company role: Supplier').waitFor();
    for (const id of ['drafts', 'returned', 'unsignedContracts', 'expiringContracts']) {
      await figure(page, id);
    }
    const rows = page.getByTestId('home-recent-orders').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(5);
    // The receivables KPIs: one row per currency, each amount in its own currency.
    const usd = page.getByTestId('home-kpis').locator('tr[data-currency="USD"] td');
    await usd.first().waitFor();
    expect(await usd.count()).toBe(4);
    for (const cell of await usd.all())
      expect(await cell.textContent()).toMatch(/^USD [\d,]+\.\d{2}$/);
    // The table's frame closes it: no cell of the last row, its currency included, draws a rule
    // of its own (the currency's once showed as a stray line under the frame's corner).
    const lastRow = page.getByTestId('home-kpis').locator('tbody tr').last();
    const rules = await lastRow
      .locator('th, td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).borderBottomStyle));
    expect(rules).toEqual(rules.map(() => 'none'));
  });

  it('a draft figure opens the finance-order list filtered to drafts, whose total and sum it is', async () => {
    const { page } = s;
    const count = await expectListEqualsFigure(
      page,
      'drafts',
      /\/finance\/finance-order\?status=DRAFT$/,
      'applyAmount',
    );
    // The seed gives the supplier drafts: a figure of 0 would prove nothing here.
    expect(count).toBeGreaterThan(0);
    await page.goBack();
    await expectListEqualsFigure(
      page,
      'unsignedContracts',
      /\/contract\/info\?signStatus=UNSIGNED$/,
      'facilityLimit',
    );
  });

  it('a recent order opens its detail page', async () => {
    const { page } = s;
    await page.goto('/home');
    const first = page.getByTestId('home-recent-orders').locator('tbody tr').first();
    const number = (await first.locator('a').textContent())?.trim() ?? '';
    await first.locator('a').click();
    await page.waitForURL(/\/finance\/finance-order\/[^/]+\/detail$/);
    await page.getByRole('heading', { name: number }).waitFor();
  });
});

describe('home as buyer', () => {
  const s = signedInPage('buyer');

  it('shows its confirmations and payables; invoice confirmations open the pending list', async () => {
    const { page } = s;
    for (const id of ['rightsToConfirm', 'payablesThisWeek', 'payablesNextWeek']) {
      await figure(page, id);
    }
    await expectListEqualsFigure(
      page,
      'invoicesToConfirm',
      /\/confirmation\/invoiceConfirmation\?confirmationStatus=PENDING$/,
      'invoiceAmount',
    );
  });

  it("this week's payables open the invoices billed to it due Monday to Sunday", async () => {
    const { page } = s;
    await page.goto('/home');
    await expectListEqualsFigure(
      page,
      'payablesThisWeek',
      /\/trading\/invoice\?dueDateBegin=\d{4}-\d{2}-\d{2}&dueDateEnd=\d{4}-\d{2}-\d{2}$/,
      'outstandingAmount',
    );
  });
});

describe('home as funder', () => {
  const s = signedInPage('funder');

  it('shows its decisions, payments and portfolio; approvals open the pending orders', async () => {
    const { page } = s;
    for (const id of ['disbursementsDue', 'repaymentsDue7Days', 'overdueOrders']) {
      await figure(page, id);
    }
    await page.getByTestId('home-portfolio').locator('tbody tr').first().waitFor();
    await expectListEqualsFigure(
      page,
      'approvalsWaiting',
      /\/finance\/finance-order\?status=PENDING_APPROVAL$/,
      'applyAmount',
    );
  });
});

describe('home as director', () => {
  const s = signedInPage('director');

  it("shows the company's overview and its contracts; the contracts figure opens its list", async () => {
    const { page } = s;
    for (const id of ['orders', 'financed', 'outstanding', 'available']) {
      await page.getByTestId(`home-company-${id}`).waitFor();
    }
    await expectListEqualsFigure(
      page,
      'unsignedContracts',
      /\/contract\/info\?signStatus=UNSIGNED$/,
      'facilityLimit',
    );
  });
});

describe('home in zh-CN', () => {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  // The language is chosen on this device before signing in: the header's switch would save it in
  // the funder's profile, which other tests read in English.
  it('shows no English word but data', async () => {
    browser = await launchBrowser();
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'zh-CN'));
    await page.goto('/login');
    await page.locator('#login-username').fill('funder');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.getByTestId('home-figure-approvalsWaiting').waitFor();
    await page.getByTestId('home-portfolio').waitFor();
    await page.getByText('按买方的资产组合').waitFor();
    expect(await englishOnPage(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
