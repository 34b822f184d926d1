import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * The chat-support shortcut never covers a page's content at 1280 px (docs/ui-conventions.md,
 * "The shell"): it sits in the header, so neither a list's last row and column scrolled to the
 * bottom nor a form's sticky action bar lies under it; and it stays reachable by keyboard.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function chatBox(page: Page): Promise<Box> {
  const box = await page.getByRole('button', { name: 'Chat support' }).boundingBox();
  if (!box) throw new Error('the chat shortcut is not drawn');
  return box;
}

/**
 * The boxes of the content's cells, buttons and links in view below the sticky header (what
 * scrolled under the header is hidden by the header, not by the shortcut).
 */
function contentBoxes(page: Page): Promise<(Box & { what: string })[]> {
  return page.evaluate(() => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return [...document.querySelectorAll('main td, main th, main button, main a')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const inView = r.width > 0 && r.height > 0 && r.top >= top && r.top < window.innerHeight;
      const what = `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`;
      return inView ? [{ x: r.x, y: r.y, width: r.width, height: r.height, what }] : [];
    });
  });
}

async function expectNothingCovered(page: Page): Promise<void> {
  const chat = await chatBox(page);
  const covered = (await contentBoxes(page)).filter((b) => overlaps(chat, b)).map((b) => b.what);
  expect(covered).toEqual([]);
}

describe('the chat shortcut at 1280×800', () => {
  const signedIn = signedInPage('supplier');

  it('covers no cell or button of a long list at its top, halfway and scrolled to its bottom', async () => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/finance/finance-order');
    await page.getByText(/^Total [\d,]+ items$/).waitFor();
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(end).toBeGreaterThan(0);
    for (const y of [0, Math.round(end / 2), end]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForFunction((to) => Math.abs(window.scrollY - to) <= 1, y);
      // The last column's cells reach the right edge: rows are in view at every position.
      expect((await contentBoxes(page)).some((b) => b.what.startsWith('TD'))).toBe(true);
      await expectNothingCovered(page);
    }
  });

  it('covers no cell or button of a form with its sticky action bar', async () => {
    const { page } = signedIn;
    await page.goto('/trading/invoice/add');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await expectNothingCovered(page);
  });

  it('is reached with Tab after the brand link, shows its name, and opens the buyer outlook with Enter', async () => {
    const { page } = signedIn;
    await page.goto('/home');
    await page.getByRole('link', { name: 'Supply-Chain Finance Portal' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Chat support',
    );
    // An icon-only control names itself to sighted keyboard users too (docs/ui-conventions.md);
    // PrimeReact hides the tooltip from assistive technology, which reads the aria-label.
    await page.locator('[role="tooltip"]', { hasText: 'Chat support' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/buyer-outlook');
  });
});
