import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CHART_PALETTE } from '../../src/ui/components/charts/palette';
import { signedInPage } from './support/signed-in-page';

/**
 * The Chart component (src/ui/components/charts, docs/charts.md) in real Chromium, on the one
 * page that draws one without a cross-filter of its own to set up: the cash-flow forecast. Its
 * canvas, the table alternative, a click, the tooltip, the theme switch recolouring the bars,
 * the width following the window, all without a CSP violation. Nothing here writes data.
 */

interface Violation {
  directive: string;
  blocked: string;
}

const chart = (page: Page) => page.getByTestId('cashflow-chart');
const plot = (page: Page) => chart(page).getByRole('img');

/** How many canvas pixels have exactly (±2 per channel) the colour `hex`. */
function pixelsOf(page: Page, hex: string): Promise<number> {
  return chart(page)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, color) => {
      const want = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (want.every((v, c) => Math.abs((data[i + c] ?? 0) - v) <= 2)) count++;
      }
      return count;
    }, hex);
}

/** The centre of category `index` of `count` on the plot (uPlot's `.u-over` is the plot area). */
async function categoryPoint(page: Page, index: number, count: number) {
  // Below the fold at 800 px high: the mouse only reaches what is in the viewport.
  await plot(page).scrollIntoViewIfNeeded();
  const box = await chart(page).locator('.u-over').boundingBox();
  if (!box) throw new Error('no plot area');
  return { x: box.x + ((index + 0.5) * box.width) / count, y: box.y + box.height / 2 };
}

async function showTable(page: Page, shown: boolean): Promise<Locator> {
  const toggle = chart(page).getByRole('button', { name: /as a (table|chart)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== String(shown)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(shown));
  return chart(page).locator('table');
}

describe('the chart component on the cash-flow forecast', () => {
  const session = signedInPage('supplier');
  const violations: Violation[] = [];
  const categories = 14;

  it('draws a canvas named by its title and a summary, inside its card at 1280 px', async () => {
    const { page } = session;
    await page.exposeFunction('__chartsViolation', (v: Violation) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __chartsViolation: (v: Violation) => void };
        w.__chartsViolation({ directive: e.effectiveDirective, blocked: e.blockedURI });
      });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/cashflow');
    await page
      .locator('[data-testid="cashflow-forecast"][data-buckets="13"]:not([aria-busy])')
      .waitFor({ timeout: 90_000 });
    await plot(page).locator('canvas').waitFor();
    const title = (await chart(page).locator('h2').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    const label = (await plot(page).getAttribute('aria-label')) ?? '';
    expect(label.startsWith(title)).toBe(true);
    expect(label).toContain(`${categories} categories`);

    const card = await chart(page).boundingBox();
    const canvas = await plot(page).locator('canvas').boundingBox();
    if (!card || !canvas) throw new Error('chart not laid out');
    expect(canvas.x).toBeGreaterThanOrEqual(card.x);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    expect(card.x + card.width).toBeLessThanOrEqual(1280);
  });

  it('shows the hovered category in a tooltip', async () => {
    const { page } = session;
    const table = await showTable(page, true);
    const second = (
      (await table.locator('tbody tr').nth(1).locator('th').textContent()) ?? ''
    ).trim();
    await showTable(page, false);
    const point = await categoryPoint(page, 1, categories);
    await page.mouse.move(point.x, point.y);
    const tooltip = plot(page).locator('[aria-hidden="true"]').filter({ hasText: second });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(second);
    await page.mouse.move(0, 0);
  });

  it('recolours its bars when the theme switches', async () => {
    const { page } = session;
    // The overdue bar is drawn in palette colour 14 (CashflowChart names its series' colours).
    const first = CHART_PALETTE[14];
    if (!first) throw new Error('no palette');
    await expect.poll(() => pixelsOf(page, first.dark)).toBeGreaterThan(50);
    expect(await pixelsOf(page, first.light)).toBe(0);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('theme-light'));
    await expect.poll(() => pixelsOf(page, first.light), { timeout: 10_000 }).toBeGreaterThan(50);
    expect(await pixelsOf(page, first.dark)).toBe(0);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await expect.poll(() => pixelsOf(page, first.dark), { timeout: 10_000 }).toBeGreaterThan(50);
  });

  it('selects the category clicked, and the table marks it', async () => {
    const { page } = session;
    const point = await categoryPoint(page, 2, categories);
    await page.mouse.click(point.x, point.y);
    const table = await showTable(page, true);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(categories);
    await expect
      .poll(() => rows.nth(2).getByRole('button').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await rows.nth(1).getByRole('button').getAttribute('aria-pressed')).toBe('false');
    // One column per series beside the category.
    const series = await chart(page).getByRole('list').locator('li').count();
    expect(await table.locator('thead th').count()).toBe(series + 1);
    await showTable(page, false);
    await plot(page).locator('canvas').waitFor();
  });

  it('follows its container when the window narrows and widens', async () => {
    const { page } = session;
    const width = async () => (await plot(page).locator('canvas').boundingBox())?.width ?? 0;
    const wide = await width();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(width).toBeLessThan(wide - 100);
    const card = await chart(page).boundingBox();
    expect(await width()).toBeLessThanOrEqual((card?.width ?? 0) + 0.5);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(width).toBe(wide);
  });

  it('reported no Content-Security-Policy violation through all of it', () => {
    expect(violations).toEqual([]);
  });
});
