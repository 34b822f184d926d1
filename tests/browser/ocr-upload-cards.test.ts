import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signedInPage } from './support/signed-in-page';
import { typeDate } from './support/form-inputs';
import { TINY_PNG } from '../contract/uploads/fixtures';

/** A one-page invoice whose text layer says what recognition should read. */
async function invoicePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'COMMERCIAL INVOICE',
    'Invoice No. INV-OCR-7788',
    'Issue Date: 2026-11-02',
    'Due Date: 2027-01-31',
    'Buyer: Northwind Retail Group Pte. Ltd.',
    'Currency: USD',
    'Total Amount: 12,345.60',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 28, size: 14, font }));
  return Buffer.from(await pdf.save());
}

interface UploaderEvent {
  action_type: string;
  action_details: string;
}

/** The analytics events still queued in IndexedDB (the worker's queue). */
function queuedEvents(page: Page): Promise<UploaderEvent[]> {
  return page.evaluate(
    () =>
      new Promise<UploaderEvent[]>((resolve, reject) => {
        const open = indexedDB.open('scf-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('analytics').objectStore('analytics').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { event: UploaderEvent }[]).map((r) => r.event));
          };
        };
      }),
  );
}

const file = (name: string, buffer: Buffer, mimeType = 'application/octet-stream') => ({
  name,
  mimeType,
  buffer,
});

/**
 * The OCR upload cards on the invoice add form (issue 18, docs/ocr-upload-cards.md) in real
 * Chromium against the reference server: the overlay while uploading, the done card, the checks
 * before sending, delete with its confirmation, and recognition filling only empty fields.
 * Signs in as `supplier-pool` (C006); nothing is saved, so no list's counts change.
 */
describe('OCR upload cards on the invoice form', () => {
  const session = signedInPage('supplier-pool');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  const slot = (index: number) => page.getByTestId('ocr-slot').nth(index);
  const files = (index: number) => slot(index).getByTestId('ocr-file');

  async function openForm() {
    await page.goto('/trading/invoice/add');
    await page.getByTestId('invoice-documents').waitFor();
    await page.locator('#field-invoiceNo').waitFor();
  }

  it('shows the overlay while uploading, then the done card, and fills only empty fields from the recognised invoice', async () => {
    await openForm();
    // Typed before the document: recognition must not overwrite it.
    await typeDate(page, 'issueDate', '2026/10/01');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await session.context.route('**/sysAttachment/upload', hold);
    try {
      await page
        .getByTestId('ocr-input-0')
        .setInputFiles(file('invoice-7788.pdf', await invoicePdf(), 'application/pdf'));
      const overlay = page.getByTestId('upload-overlay');
      await overlay.getByText('Uploading 1 file…').waitFor();
      await files(0).and(page.locator('[data-status="uploading"]')).waitFor();
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    } finally {
      release();
    }
    await page.getByTestId('upload-overlay').waitFor({ state: 'detached' });
    await files(0).and(page.locator('[data-status="done"]')).waitFor();
    await session.context.unroute('**/sysAttachment/upload', hold);
    expect(await files(0).getByRole('button', { name: 'Preview' }).count()).toBe(1);
    expect(await files(0).getByRole('button', { name: 'Download' }).count()).toBe(1);

    const panel = page.getByTestId('recognized-fields');
    await panel.getByRole('heading', { name: 'Read from invoice-7788.pdf' }).waitFor();
    const row = (field: string) => panel.locator(`tr[data-field="${field}"]`);
    expect(await row('invoiceNo').locator('td').first().textContent()).toBe('INV-OCR-7788');
    expect(await row('issueDate').getAttribute('data-fills')).toBe('false');
    await panel.getByRole('button', { name: 'Fill empty fields' }).click();

    expect(await page.locator('#field-invoiceNo').inputValue()).toBe('INV-OCR-7788');
    await page.getByTestId('field-invoiceNo-note').getByText('From the document').waitFor();
    expect(await page.locator('#field-issueDate').inputValue()).toBe('2026/10/01');
    expect(await page.getByTestId('field-issueDate-note').count()).toBe(0);
    await panel.waitFor({ state: 'detached' });
  });

  it('refuses a too-big or wrong-type file with the translated reason and lists neither', async () => {
    await openForm();
    await page
      .getByTestId('ocr-input-1')
      .setInputFiles(
        [
          file('huge-scan.pdf', Buffer.alloc(20 * 1024 * 1024 + 1), 'application/pdf'),
          file('tool.exe', Buffer.from('MZ')),
        ],
        { timeout: 120_000 },
      );
    await slot(1)
      .getByRole('alert')
      .filter({ hasText: 'huge-scan.pdf: a file can be at most 20 MB.' })
      .waitFor();
    await slot(1)
      .getByRole('alert')
      .filter({ hasText: 'tool.exe: only these file types can be uploaded' })
      .waitFor();
    expect(await files(1).count()).toBe(0);
    expect(await page.getByTestId('upload-overlay').count()).toBe(0);
  }, 180_000);

  it('cancels the running uploads from the overlay: the overlay hides and the file is not listed', async () => {
    await openForm();
    // Never answered: only the cancel can end this upload.
    const stall = () => new Promise<void>(() => undefined);
    await session.context.route('**/sysAttachment/upload', stall);
    await page
      .getByTestId('ocr-input-1')
      .setInputFiles(file('slow.png', Buffer.from(TINY_PNG), 'image/png'));
    const overlay = page.getByTestId('upload-overlay');
    await overlay.getByRole('button', { name: 'Cancel uploads' }).click();
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => files(1).count()).toBe(0);
    await session.context.unroute('**/sysAttachment/upload', stall);
  });

  it('asks before deleting a done file, keeps it on cancel and removes it on confirm; reports each step without the file name', async () => {
    // Events either wait in the queue or have been sent: both are looked at.
    const sent: UploaderEvent[] = [];
    const capture = async (route: Route) => {
      const body = route.request().postDataJSON() as { objects?: UploaderEvent[] } | null;
      sent.push(...(body?.objects ?? []));
      await route.continue();
    };
    await session.context.route('**/user-analysis/track-action', capture);
    await openForm();
    await page
      .getByTestId('ocr-input-1')
      .setInputFiles(file('delivery.png', Buffer.from(TINY_PNG), 'image/png'));
    await files(1).and(page.locator('[data-status="done"]')).waitFor();
    const dialog = page.locator('.p-confirm-dialog');

    await files(1).getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await files(1).count()).toBe(1);

    await files(1).getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('delivery.png was removed.').waitFor();
    await expect.poll(() => files(1).count()).toBe(0);

    const uploader = async () =>
      [...sent, ...(await queuedEvents(page))].filter((e) =>
        e.action_type.startsWith('file_uploader_'),
      );
    await expect
      .poll(async () => (await uploader()).map((e) => e.action_type))
      // The earlier tests' events may still wait in the queue beside these.
      .toEqual(
        expect.arrayContaining([
          'file_uploader_choose_file',
          // The picker closes with every choice.
          'file_uploader_close',
          'file_uploader_upload_file',
          'file_uploader_delete_file',
        ]),
      );
    const deleted = (await uploader()).find((e) => e.action_type === 'file_uploader_delete_file');
    expect(JSON.parse(deleted?.action_details ?? '{}')).toMatchObject({
      file_type: 'PNG',
      size_bucket: '<100KB',
    });
    expect((await uploader()).some((e) => e.action_details.includes('delivery'))).toBe(false);
    await session.context.unroute('**/user-analysis/track-action', capture);
  });

  it('speaks Chinese: titles, the refusal and the recognised panel', async () => {
    await openForm();
    await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.getByRole('heading', { name: '发票文件' }).waitFor();
    await page.getByTestId('ocr-input-1').setInputFiles(file('tool.exe', Buffer.from('MZ')));
    await slot(1).getByRole('alert').filter({ hasText: 'tool.exe' }).waitFor();
    expect(await slot(1).getByRole('alert').textContent()).not.toContain('only these');

    await page
      .getByTestId('ocr-input-0')
      .setInputFiles(file('invoice-7788.pdf', await invoicePdf(), 'application/pdf'));
    const panel = page.getByTestId('recognized-fields');
    await panel.getByRole('heading', { name: '从 invoice-7788.pdf 识别的内容' }).waitFor();
    await panel.getByRole('button', { name: '填入空字段' }).waitFor();
    // Back to English for the other tests of this browser.
    await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
  });
});
