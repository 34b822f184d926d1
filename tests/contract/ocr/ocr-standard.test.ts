import * as CFB from 'cfb';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ocrStandard } from '../../../src/api/endpoints/ocr/ocr-standard';
import { launchChromium } from '../../../scripts/launch-chromium';
import { call, signIn } from '../helpers/api';
import { uploadFile } from '../uploads/upload-helpers';

const INVOICE_LINES = [
  'EVERGREEN COMPONENTS LTD.',
  'COMMERCIAL INVOICE',
  'Invoice No. INV-2026-0042',
  'Issue Date: 2026-03-15',
  'Due Date: 15/06/2026',
  'Bill To: Northwind Retail Group Pte. Ltd.',
  'Total Amount: USD 12,345.67',
];

/** A one-page PDF whose text layer holds the lines, as an accounting system prints one. */
async function invoicePdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((text, i) => page.drawText(text, { x: 56, y: 770 - i * 26, size: 13, font }));
  // A drawn frame only: a "scan" has no text layer at all.
  if (lines.length === 0) page.drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return doc.save();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The lines rendered large and clear by Chromium, as a photographed invoice would be at best. */
async function invoicePng(lines: readonly string[]): Promise<Uint8Array> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 80 + lines.length * 52 } });
  const html = lines.map((l) => `<div>${l}</div>`).join('');
  await page.setContent(
    `<body style="margin:32px;font:32px/1.6 Arial,sans-serif;color:#000;background:#fff">${html}</body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return new Uint8Array(png);
}

async function upload(token: string, name: string, bytes: Uint8Array): Promise<string> {
  const reply = await uploadFile(token, name, bytes);
  expect(reply.code, reply.message).toBe(200);
  return reply.data?.objectKey ?? '';
}

const recognize = (token: string, fileKey: string, schemaCode = 'INVOICE', language?: string) =>
  call(ocrStandard, { token, body: { fileKey, schemaCode }, ...(language ? { language } : {}) });

const NOTHING = {
  invoiceNo: null,
  issueDate: null,
  dueDate: null,
  currency: null,
  amount: null,
  buyerName: null,
};

describe('text recognition (spec 001 §7, ocr-gw/ocr/standard)', () => {
  it('reads an invoice PDF’s text layer into its fields', async () => {
    const token = await signIn('supplier');
    const key = await upload(token, 'INV-2026-0042.pdf', await invoicePdf(INVOICE_LINES));
    const reply = await recognize(token, key);
    expect(reply.body).toMatchObject({ code: 200 });
    expect(reply.body.data).toEqual({
      extractData: {
        invoiceNo: 'INV-2026-0042',
        issueDate: '2026-03-15',
        dueDate: '2026-06-15',
        currency: 'USD',
        amount: '12345.67',
        buyerName: 'Northwind Retail Group Pte. Ltd.',
      },
    });
  });

  it('reads an Outlook message’s subject and body into the fields', async () => {
    const message = CFB.utils.cfb_new();
    const unicode = (text: string) => Buffer.from(`${text}\0`, 'utf16le');
    CFB.utils.cfb_add(message, '/__substg1.0_0037001F', unicode('Invoice INV-2026-0042'));
    CFB.utils.cfb_add(message, '/__substg1.0_1000001F', unicode(INVOICE_LINES.join('\r\n')));
    const bytes = new Uint8Array(CFB.write(message, { type: 'buffer' }) as Buffer);
    const token = await signIn('supplier');
    const key = await upload(token, 'INV-2026-0042.msg', bytes);
    const reply = await recognize(token, key);
    expect(reply.body.data).toEqual({
      extractData: {
        invoiceNo: 'INV-2026-0042',
        issueDate: '2026-03-15',
        dueDate: '2026-06-15',
        currency: 'USD',
        amount: '12345.67',
        buyerName: 'Northwind Retail Group Pte. Ltd.',
      },
    });
  });

  it('answers every field null for a PDF without a text layer (a scan is not rasterised)', async () => {
    const token = await signIn('supplier');
    const key = await upload(token, 'scan.pdf', await invoicePdf([]));
    const reply = await recognize(token, key);
    expect(reply.body.data).toEqual({ extractData: NOTHING });
  });

  it('recognises the printed text of a PNG with Tesseract', { timeout: 120_000 }, async () => {
    const token = await signIn('supplier');
    const key = await upload(token, 'invoice-photo.png', await invoicePng(INVOICE_LINES));
    const reply = await recognize(token, key);
    expect(reply.body).toMatchObject({ code: 200 });
    expect(reply.body.data).toMatchObject({
      extractData: { invoiceNo: 'INV-2026-0042', currency: 'USD', amount: '12345.67' },
    });
  });

  it('refuses another company’s file exactly like a key that does not exist', async () => {
    const supplier = await signIn('supplier');
    const key = await upload(supplier, 'theirs.pdf', await invoicePdf(INVOICE_LINES));
    const buyer = await signIn('buyer');
    const foreign = await recognize(buyer, key);
    const missing = await recognize(buyer, 'ATT-00000000-0000-4000-8000-000000000000');
    expect(foreign.body).toMatchObject({ code: 400 });
    expect(foreign.body.message).toBe(`Invalid request: fileKey: no file ${key} in your company`);
    expect(missing.body.message.replace(/ATT-[\w-]+/, 'KEY')).toBe(
      foreign.body.message.replace(/ATT-[\w-]+/, 'KEY'),
    );
    expect(foreign.body).not.toHaveProperty('data.extractData');
  });

  it('refuses a type recognition does not read, in the caller’s language', async () => {
    const token = await signIn('supplier');
    const key = await upload(token, 'rates.csv', new TextEncoder().encode('a,b\n1,2\n'));
    const en = await recognize(token, key);
    expect(en.body).toMatchObject({
      code: 400,
      message:
        'Invalid request: fileKey: rates.csv is not a type text recognition reads (JPG, JPEG, BMP, PNG, PDF, MSG)',
    });
    const zh = await recognize(token, key, 'INVOICE', 'zh-CN');
    expect(zh.body.message).toBe(
      '请求参数错误：fileKey：rates.csv 不是可识别文字的文件类型（JPG, JPEG, BMP, PNG, PDF, MSG）',
    );
  });

  it('refuses an unknown schema code and a key with control characters before reading', async () => {
    const token = await signIn('supplier');
    const key = await upload(token, 'po.pdf', await invoicePdf(['P.O. No.: PO-77']));
    expect((await recognize(token, key, 'RECEIPT')).body).toMatchObject({ code: 400 });
    expect((await recognize(token, `${key}\u0000`)).body).toMatchObject({ code: 400 });
    const po = await recognize(token, key, 'PO');
    expect(po.body.data).toMatchObject({ extractData: { poNo: 'PO-77', amount: null } });
  });
});
