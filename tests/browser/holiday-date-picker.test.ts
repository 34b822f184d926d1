import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pickOption, typeDate } from './support/form-inputs';
import { signedInAs } from './support/portal-session';

/**
 * The holiday-aware date picker (docs/holidays.md) on the invoice form's due date, in real
 * Chromium against the reference server's seeded calendars: choosing a currency reads its
 * calendar, another currency reads again; mainland China's National Day 2025-10-01 shows 休 and
 * is disabled (the due date must be a business day), the make-up working day 2025-10-11 shows 班
 * (and is disabled, as spec 001 §4 says); under USD neither is marked. In both languages and
 * themes. Signs in as `supplier-pool` and saves nothing.
 */
const VIEWS = [
  {
    language: 'en-US',
    theme: 'theme-dark',
    cny: 'Chinese Yuan',
    usd: 'US Dollar',
    restLabel: '2025/10/01, National Day (rest day)',
    makeUpTitle: 'National Day (make-up working day)',
  },
  {
    language: 'zh-CN',
    theme: 'theme-light',
    cny: '人民币',
    usd: '美元',
    restLabel: '2025/10/01，国庆节（休息日）',
    makeUpTitle: '国庆节（调休上班日）',
  },
] as const;

describe.each(VIEWS)('the invoice due date picker in $language', (view) => {
  let browser: Browser;
  let page: Page;
  const asked: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await signedInAs(browser, 'supplier-pool', view));
    page.on('request', (request) => {
      if (request.url().includes('/holiday/list')) asked.push(request.postData() ?? '');
    });
    await page.goto('/trading/invoice/add');
    await page.locator('#field-dueDate').waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  const cell = (month: number, day: number) =>
    page.locator(
      `.p-datepicker td[data-p-year="2025"][data-p-month="${month - 1}"][data-p-day="${day}"]:not([data-p-other-month="true"])`,
    );
  /** Opens the due date's calendar on October 2025 (a business day typed, then the button). */
  const openOctober = async () => {
    await typeDate(page, 'dueDate', '2025/10/09');
    await page.locator('[data-field="dueDate"]').getByRole('button').click();
    await cell(10, 9).waitFor();
  };
  const closeCalendar = async () => {
    await page.keyboard.press('Escape');
    await page.locator('.p-datepicker').waitFor({ state: 'detached' });
  };

  it('reads the calendar of the currency chosen', async () => {
    const cny = page.waitForRequest(
      (r) => r.url().includes('/holiday/list') && (r.postData() ?? '').includes('"CNY"'),
    );
    await pickOption(page, 'currency', view.cny);
    await cny;
    expect(asked.map((body) => JSON.parse(body) as unknown)).toEqual([{ currencyCode: ['CNY'] }]);
  });

  it('marks a rest day 休, names it and disables it', async () => {
    await openOctober();
    const rest = cell(10, 1);
    await rest.locator('[data-holiday-mark="rest"]').waitFor();
    expect(await rest.locator('[data-holiday-mark="rest"]').textContent()).toBe('休');
    expect(await rest.getAttribute('aria-label')).toBe(view.restLabel);
    expect(await rest.locator('[data-p-disabled]').getAttribute('data-p-disabled')).toBe('true');
    // An ordinary weekday is selectable and unmarked.
    expect(await cell(10, 9).locator('[data-p-disabled]').getAttribute('data-p-disabled')).toBe(
      'false',
    );
    expect(await cell(10, 9).locator('[data-holiday-mark]').count()).toBe(0);
  });

  it('marks a make-up working day 班 with the holiday in its tooltip', async () => {
    const makeUp = cell(10, 11);
    expect(await makeUp.locator('[data-holiday-mark="makeUp"]').textContent()).toBe('班');
    expect(await makeUp.locator('[title]').getAttribute('title')).toBe(view.makeUpTitle);
    expect(await makeUp.locator('[data-p-disabled]').getAttribute('data-p-disabled')).toBe('true');
  });

  it('refuses a rest day typed in', async () => {
    await closeCalendar();
    await typeDate(page, 'dueDate', '2025/10/01');
    await page.locator('#field-dueDate').blur();
    // The due date keeps the business day it had.
    expect(await page.locator('#field-dueDate').inputValue()).toBe('2025/10/09');
  });

  it('reads the calendar again when the currency changes, and shows the new one', async () => {
    const usd = page.waitForRequest(
      (r) => r.url().includes('/holiday/list') && (r.postData() ?? '').includes('"USD"'),
    );
    await pickOption(page, 'currency', view.usd);
    await usd;
    await openOctober();
    // National Day is not a US holiday: unmarked and selectable under USD.
    await cell(10, 1).locator('[data-p-disabled="false"]').waitFor();
    expect(await cell(10, 1).locator('[data-holiday-mark]').count()).toBe(0);
    expect(await cell(10, 11).locator('[data-holiday-mark]').count()).toBe(0);
    expect(asked.length).toBe(2);
  });
});
