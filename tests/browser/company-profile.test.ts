import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from './support/browser';
import { signedInAs, type PortalLanguage, type PortalTheme } from './support/portal-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh page signed in as `user`, opened on the company profile. */
async function profileAs(user: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/org/company/detail');
  await expect.poll(() => page.getByTestId('company-base').isVisible()).toBe(true);
  return page;
}

const fileRow = (page: Page, name: string) =>
  page.getByTestId('attachment-tree').locator('li[data-key]', { hasText: name });

describe('company profile (/org/company/detail)', () => {
  it('shows the supplier its company, both role sections, accounts, contacts and Edit', async () => {
    const page = await profileAs('supplier');
    await expect
      .poll(() => page.locator('[data-field="name"]').first().textContent())
      .toBe('常青元器件（深圳）有限公司');
    expect(await page.getByTestId('role-supplier').isVisible()).toBe(true);
    expect(await page.getByTestId('role-buyer').isVisible()).toBe(true);
    expect(await page.getByTestId('role-funder').count()).toBe(0);
    const statuses = page.getByTestId('all-accounts-card').locator('[data-status]');
    await expect.poll(() => statuses.count()).toBeGreaterThan(0);
    for (const status of await statuses.evaluateAll((tags) =>
      tags.map((t) => t.getAttribute('data-status')),
    )) {
      expect(['ENABLE', 'DISABLE', 'PENDING_ACTIVATE']).toContain(status);
    }
    expect(await page.getByTestId('collection-accounts-card').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-accounts-card').isVisible()).toBe(true);
    expect(await page.getByTestId('company-contacts').textContent()).toContain('Chen Li');
    const edit = page.getByTestId('company-edit');
    expect(await edit.getAttribute('href')).toBe('/org/company/edit');
    await page.context().close();
  });

  it('shows the buyer its suppliers and the funder its products', async () => {
    const buyer = await profileAs('buyer');
    await expect
      .poll(() => buyer.getByTestId('role-buyer').textContent())
      .toContain('Evergreen Components (Shenzhen) Co., Ltd.');
    expect(await buyer.getByTestId('role-supplier').count()).toBe(0);
    await buyer.context().close();

    const funder = await profileAs('funder');
    const products = funder.getByTestId('role-funder').locator('tbody tr');
    await expect.poll(() => products.count()).toBeGreaterThan(0);
    expect(await funder.getByTestId('role-buyer').count()).toBe(0);
    await funder.context().close();
  });

  it('lands limited on the profile from /, without Edit and without adding files', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'limited');
    await page.waitForURL('**/org/company/detail');
    await expect.poll(() => page.getByTestId('company-base').isVisible()).toBe(true);
    await page.goto('/');
    await page.waitForURL('**/org/company/detail');
    await expect.poll(() => page.getByTestId('role-supplier').isVisible()).toBe(true);
    expect(await page.getByTestId('company-edit').count()).toBe(0);
    await page.goto('/org/company/detail/attach');
    await expect.poll(() => page.getByTestId('attachment-tree').isVisible()).toBe(true);
    expect(await page.getByTestId('attachment-upload').count()).toBe(0);
    await page.context().close();
  });
});

describe('company attachments', () => {
  it('downloads two chosen files as one ZIP holding exactly them', async () => {
    const page = await profileAs('supplier');
    await expect.poll(() => fileRow(page, 'business-licence.pdf').count()).toBe(1);
    await fileRow(page, 'business-licence.pdf').locator('input[type=checkbox]').check();
    await fileRow(page, 'bank-reference-letter.png').locator('input[type=checkbox]').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('zip-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('company-attachments.zip');
    const entries = unzipSync(readFileSync(await download.path()));
    expect(Object.keys(entries).sort()).toEqual([
      'bank-reference-letter.png',
      'business-licence.pdf',
    ]);
    expect(new TextDecoder().decode(entries['business-licence.pdf']?.subarray(0, 5))).toBe('%PDF-');
    await page.context().close();
  });

  it('previews a DMS document and a portal file in a new tab', async () => {
    const page = await profileAs('supplier');
    for (const [name, type] of [
      ['articles-of-association.pdf', 'application/pdf'],
      ['bank-reference-letter.png', 'image/png'],
    ] as const) {
      await expect.poll(() => fileRow(page, name).count()).toBe(1);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        fileRow(page, name).getByTestId('file-preview').click(),
      ]);
      await tab.waitForURL(/\/sysAttachment\/(dmsFile|file)\?.*preview=true/);
      const response = await page.request.get(tab.url());
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['content-disposition']).toMatch(/^inline/);
      await tab.close();
    }
    await page.context().close();
  });

  it('uploads a file into a folder on the attachments page', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/org/company/detail/attach');
    await expect.poll(() => page.getByTestId('attachment-upload').isVisible()).toBe(true);
    // No folder chosen: said under the field, the chosen file stays.
    await page.getByTestId('upload-input').setInputFiles({
      name: 'tax-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'),
    });
    const upload = page.getByTestId('attachment-upload');
    await expect.poll(() => upload.getByText('tax-certificate.pdf').count()).toBe(1);
    await page.getByTestId('attachment-add').click();
    await expect
      .poll(() => upload.locator('[data-field="kind"] [role="alert"]').textContent())
      .toBe('Choose the folder the files go into.');
    await upload.locator('[data-field="kind"] .p-dropdown').click();
    await page.getByRole('option', { name: 'Other documents' }).click();
    await page.getByTestId('attachment-add').click();
    const other = page.getByTestId('attachment-tree').locator('li[data-kind="OTHER"]');
    await expect
      .poll(() => other.locator('li[data-key]').allTextContents())
      .toEqual([expect.stringContaining('tax-certificate.pdf')]);
    expect(await upload.getByText('tax-certificate.pdf').count()).toBe(0);
    await page.context().close();
  });
});

describe('company pages at 1280 px', () => {
  const views: [PortalLanguage, PortalTheme][] = [
    ['en-US', 'theme-dark'],
    ['zh-CN', 'theme-light'],
  ];
  it('fit the width in en-US dark and zh-CN light', { timeout: 240_000 }, async () => {
    mkdirSync('/tmp/company-screens', { recursive: true });
    for (const [language, theme] of views) {
      const { context, page } = await signedInAs(browser, 'supplier', { language, theme });
      for (const path of ['/org/company/detail', '/org/company/detail/attach']) {
        await page.goto(path);
        await expect.poll(() => page.getByTestId('attachment-tree').isVisible()).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} ${language}`).toBe(0);
        await page.screenshot({
          path: `/tmp/company-screens/${path.split('/').pop() ?? ''}.${language}.${theme}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  });
});
