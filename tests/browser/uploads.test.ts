import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { signedInPage } from './support/signed-in-page';
import { TINY_PNG } from '../contract/uploads/fixtures';

/**
 * Attachments, import templates and batch import (issue 5, docs/uploads.md) in real Chromium
 * against the reference server. Signs in as `supplier-pool` (company C006), like the purchase
 * form test, so the other tests' counts on the supplier's purchase orders stay as seeded.
 */
describe('uploads', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  const ORDER = 'PO-C006-0001';
  const items = () => page.getByTestId('upload-item');
  const file = (name: string, bytes: Buffer | string, mimeType = 'application/octet-stream') => ({
    name,
    mimeType,
    buffer: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
  });

  async function openAttachments() {
    await page.goto(`/trading/purchase/upload/${ORDER}`);
    await page.getByTestId('upload-list').waitFor();
  }

  it('uploads a file to a purchase order, saves it through the outbox and downloads it', async () => {
    await openAttachments();
    await page.getByText('No files yet.').waitFor();
    await page
      .getByTestId('upload-input')
      .setInputFiles(file('delivery-note.pdf', '%PDF-1.4 browser', 'application/pdf'));
    await page.locator('[data-testid="upload-item"][data-status="done"]').waitFor();
    await page.getByRole('button', { name: 'Save attachments' }).click();
    await page.getByRole('status').filter({ hasText: 'Attachments saved.' }).waitFor();

    await openAttachments();
    const row = items().filter({ hasText: 'delivery-note.pdf' });
    await row.waitFor();
    // Saved with the record: no longer deletable by default (spec 001 §4).
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('delivery-note.pdf');
    const path = await download.path();
    expect(readFileSync(path, 'utf8')).toBe('%PDF-1.4 browser');
  });

  it('refuses a too-big or wrong-type file with the translated reason and keeps the others', async () => {
    await openAttachments();
    await items().filter({ hasText: 'delivery-note.pdf' }).waitFor();
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        file('huge-scan.pdf', Buffer.alloc(20 * 1024 * 1024 + 1), 'application/pdf'),
        file('tool.exe', 'MZ'),
        file('photo.png', Buffer.from(TINY_PNG), 'image/png'),
      ]);
    await page
      .getByRole('alert')
      .filter({ hasText: 'huge-scan.pdf: a file can be at most 20 MB.' })
      .waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'tool.exe: only these file types can be uploaded' })
      .waitFor();
    await items()
      .filter({ hasText: 'photo.png' })
      .and(page.locator('[data-status="done"]'))
      .waitFor();
    expect(await items().allTextContents()).toEqual([
      expect.stringContaining('delivery-note.pdf'),
      expect.stringContaining('photo.png'),
    ]);
    // A new upload may be dropped before it is saved; Delete asks first.
    await items().filter({ hasText: 'photo.png' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => items().count()).toBe(1);
  });

  async function importMenu(label: string) {
    await page.goto('/trading/purchase');
    await page.getByTestId('search-table').waitFor();
    await page.getByTestId('purchase-import-menu').getByRole('button').click();
    await page.getByRole('menuitem', { name: label }).click();
  }

  it('downloads the purchase-order template as an xlsx with the importable columns', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      importMenu('Download template'),
    ]);
    expect(download.suggestedFilename()).toBe('purchase-import-template.xlsx');
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]).toEqual([
      'PO number *',
      'Buyer *',
      'Currency *',
      'PO amount *',
      'Settlement currency',
      'Issue date *',
      'Due date *',
      'Remark',
    ]);
  });

  it('imports a sheet with one bad row: shows the counts, the report, and the new rows', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['PO number', 'Buyer', 'Currency', 'PO amount', 'Issue date', 'Due date'],
        ['PO-BATCH-1', 'Northwind Retail Group', 'USD', '1200', '2026-10-01', '2026-12-30'],
        ['PO-BATCH-2', 'Sakura Devices K.K.', 'USD', '800.5', '2026-10-02', '2026-12-31'],
        ['PO-BATCH-3', 'Sakura Devices K.K.', 'USD', 'lots', '2026-10-02', '2026-12-31'],
      ]),
      'Orders',
    );
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await importMenu('Batch upload');
    await page.getByTestId('import-input').setInputFiles(file('orders.xlsx', bytes));
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-total').textContent()).toBe('Total rows: 3');
    expect(await page.getByTestId('import-success').textContent()).toBe('Imported: 2');
    expect(await page.getByTestId('import-fail').textContent()).toBe('Failed: 1');

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'OK' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('orders-errors.xlsx');
    await page.getByTestId('import-result').waitFor({ state: 'detached' });

    await page.goto('/trading/purchase?poNo=PO-BATCH-2');
    const row = page.locator('[data-testid="search-table"] tbody tr').first();
    await row.locator('[data-field="poNo"]', { hasText: 'PO-BATCH-2' }).waitFor();
  });
});
