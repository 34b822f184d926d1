import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { attachmentUrl } from '../../src/api/endpoints/uploads/attachment-url';
import { importEndpoints } from '../../src/api/endpoints/uploads/import-excel';
import { importTemplates } from '../../src/api/endpoints/uploads/import-template';
import {
  attachmentsSave,
  recordAttachments,
} from '../../src/api/endpoints/uploads/record-attachments';
import { call, newCommandId, PRODUCT, serverUrl, signIn, APP_ID } from './helpers/api';
import { pdfOfSize, TINY_PNG, zipOfSize } from './uploads/fixtures';
import { rowsOf, uploadFile, xlsxOf } from './uploads/upload-helpers';

const purchaseList = declaredLists.find((l) => l.declaration.id === 'trading.purchase');

async function purchases(token: string, poNo?: string) {
  if (!purchaseList) throw new Error('trading.purchase is not declared');
  const reply = await call(purchaseList.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 50, ...(poNo === undefined ? {} : { poNo }) },
  });
  return (reply.body.data as { list: Record<string, unknown>[] }).list;
}

const getUrl = async (token: string, objectKey: string, preview: boolean) =>
  call(attachmentUrl, { token, query: { objectKey, preview: String(preview) } });

const pdf = new TextEncoder().encode('%PDF-1.4 contract upload test');

describe('attachments (issue 5): upload, signed URLs, company scope', () => {
  it('stores a file and serves the same bytes from getUrl, inline or as a download', async () => {
    const token = await signIn('supplier');
    const up = await uploadFile(token, 'Delivery note 7.pdf', pdf, 'application/pdf');
    expect(up.code).toBe(200);
    expect(up.data).toMatchObject({ fileName: 'Delivery note 7.pdf' });
    const key = up.data?.objectKey ?? '';

    const download = await getUrl(token, key, false);
    expect(download.body.code).toBe(200);
    const file = await fetch(download.body.data as string);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      'attachment; filename="Delivery note 7.pdf"; filename*=UTF-8\'\'Delivery%20note%207.pdf',
    );

    const preview = await getUrl(token, key, true);
    const inline = await fetch(preview.body.data as string);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('refuses an altered or forged file URL', async () => {
    const token = await signIn('supplier');
    const up = await uploadFile(token, 'a.pdf', pdf);
    const url = new URL((await getUrl(token, up.data?.objectKey ?? '', false)).body.data as string);
    url.searchParams.set('preview', 'true');
    expect((await fetch(url)).status).toBe(403);
    url.searchParams.set('expires', '1');
    expect((await fetch(url)).status).toBe(403);
  });

  it('keeps each company’s files to itself', async () => {
    const supplier = await signIn('supplier');
    const buyer = await signIn('buyer');
    const up = await uploadFile(supplier, 'private.pdf', pdf);
    const other = await getUrl(buyer, up.data?.objectKey ?? '', false);
    expect(other.body.code).toBe(400);
    expect(other.body.message).toContain('no file');
  });

  it('refuses a type the portal does not accept and a file over 20 MB, with the spec’s keys', async () => {
    const token = await signIn('supplier');
    const exe = await uploadFile(token, 'tool.exe', new Uint8Array([1, 2, 3]));
    expect(exe).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
    const big = await uploadFile(token, 'scan.pdf', pdfOfSize(20 * 1024 * 1024 + 1));
    expect(big).toMatchObject({ code: 400, messageKey: 'common.upload.file_maxsize_tip' });
    // A ZIP may be larger than 20 MB.
    const zip = await uploadFile(
      token,
      'bundle.zip',
      zipOfSize(21 * 1024 * 1024),
      'application/x-zip-compressed',
    );
    expect(zip.code).toBe(200);
  });

  it('saves a record’s attachment list through a command, once per command id', async () => {
    const token = await signIn('supplier');
    const [order] = await purchases(token);
    const id = String(order?.id);
    const a = await uploadFile(token, 'invoice.pdf', pdf);
    const b = await uploadFile(token, 'photo.png', TINY_PNG);
    const files = [a, b].map((u) => ({
      objectKey: u.data?.objectKey ?? '',
      fileName: u.data?.fileName ?? '',
    }));
    const commandId = newCommandId('attach');
    const body = { pageId: 'trading.purchase', id, files };
    const first = await call(attachmentsSave, { token, commandId, body });
    expect(first.body).toMatchObject({ code: 200, data: { count: 2 } });
    const again = await call(attachmentsSave, { token, commandId, body });
    expect(again.headers.get('x-command-replayed')).toBe('true');

    const list = await call(recordAttachments, {
      token,
      query: { pageId: 'trading.purchase', id },
    });
    expect((list.body.data as { fileName: string }[]).map((f) => f.fileName)).toEqual([
      'invoice.pdf',
      'photo.png',
    ]);

    // Another company's file cannot be attached, nor a record of another company changed.
    const buyer = await signIn('buyer');
    const foreign = await uploadFile(buyer, 'theirs.pdf', pdf);
    const refused = await call(attachmentsSave, {
      token,
      commandId: newCommandId('attach'),
      body: {
        ...body,
        files: [{ objectKey: foreign.data?.objectKey ?? '', fileName: 'theirs.pdf' }],
      },
    });
    expect(refused.body.code).toBe(400);
  });
});

describe('import templates and batch import (issue 5)', () => {
  it('downloads the invoice template as an xlsx named by content-disposition', async () => {
    const token = await signIn('supplier');
    const url = new URL(
      importTemplates['trading.invoice'].path.replace('{product}', PRODUCT),
      serverUrl(),
    );
    url.searchParams.set('type', 'EXCEL');
    const response = await fetch(url, {
      headers: { appId: APP_ID, token, 'x-language': 'zh-CN' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'attachment; filename="invoice-import-template.xlsx"',
    );
    const [header] = rowsOf(await response.arrayBuffer());
    expect(header).toEqual([
      '发票号 *',
      '采购订单号',
      '买方 *',
      '币种 *',
      '发票金额 *',
      '开立日期 *',
      '到期日 *',
      '备注',
    ]);
  });

  it('answers a failure envelope, not a file, without the authority', async () => {
    const token = await signIn('director');
    const url = new URL(
      importTemplates['trading.purchase'].path.replace('{product}', PRODUCT),
      serverUrl(),
    );
    const response = await fetch(url, { headers: { appId: APP_ID, token } });
    expect(((await response.json()) as { code: number }).code).toBe(403);
  });

  it('imports the good rows of a sheet, reports the bad ones, and never twice', async () => {
    const token = await signIn('supplier');
    const sheet = xlsxOf([
      [
        'PO number *',
        'Buyer *',
        'Currency *',
        'PO amount *',
        'Issue date *',
        'Due date *',
        'Remark',
      ],
      ['PO-IMPORT-1', 'Northwind Retail Group', 'USD', 1500.5, '2026-10-01', '2026-12-30', 'first'],
      ['PO-IMPORT-2', 'Sakura Devices K.K.', 'JPY', '250000', '2026-10-02', '2026-12-31', ''],
      ['PO-IMPORT-3', '', 'USD', '100', '2026-10-03', '2026-12-31', 'no buyer'],
      ['PO-IMPORT-1', 'Again Ltd.', 'USD', '100', '2026-10-03', '2026-12-31', 'repeated'],
    ]);
    const up = await uploadFile(token, 'orders.xlsx', sheet);
    const fileKey = up.data?.objectKey ?? '';
    const commandId = newCommandId('import');
    const reply = await call(importEndpoints['trading.purchase'], {
      token,
      commandId,
      query: { fileKey },
    });
    expect(reply.body).toMatchObject({
      code: 200,
      data: { successfulNumber: 2, errorNumber: 2 },
    });
    const imported = [
      ...(await purchases(token, 'PO-IMPORT-1')),
      ...(await purchases(token, 'PO-IMPORT-2')),
    ];
    expect(imported.map((r) => [r.poNo, r.amount, r.status])).toEqual([
      ['PO-IMPORT-1', '1500.50', 'OPEN'],
      ['PO-IMPORT-2', '250000.00', 'OPEN'],
    ]);

    const report = await fetch((reply.body.data as { errorUrl: string }).errorUrl);
    expect(report.status).toBe(200);
    const rows = rowsOf(await report.arrayBuffer());
    expect(rows[0]?.[0]).toBe('Row');
    expect(rows.slice(1).map((r) => [r[0], r[r.length - 1]])).toEqual([
      ['4', 'Please input Buyer'],
      ['5', 'PO number: the same value is on an earlier row of this file'],
    ]);

    // The same command again: the first answer, nothing imported twice.
    const again = await call(importEndpoints['trading.purchase'], {
      token,
      commandId,
      query: { fileKey },
    });
    expect(again.headers.get('x-command-replayed')).toBe('true');
    expect(again.body.data).toEqual(reply.body.data);
    expect(await purchases(token, 'PO-IMPORT-1')).toHaveLength(1);

    // A new command with the same file: every row is now taken.
    const second = await call(importEndpoints['trading.purchase'], {
      token,
      commandId: newCommandId('import'),
      query: { fileKey },
    });
    expect(second.body.data).toMatchObject({ successfulNumber: 0, errorNumber: 4 });
  });

  it('writes the report in the user’s language and refuses what is not a sheet', async () => {
    const token = await signIn('supplier');
    const sheet = xlsxOf([
      ['发票号', '买方', '币种', '发票金额', '开立日期', '到期日'],
      ['INV-IMPORT-ZH', '北方零售', 'USD', '12.345', '2026-10-01', '2026-12-30'],
    ]);
    const up = await uploadFile(token, 'invoices.xlsx', sheet);
    const reply = await call(importEndpoints['trading.invoice'], {
      token,
      language: 'zh-CN',
      commandId: newCommandId('import'),
      query: { fileKey: up.data?.objectKey ?? '' },
    });
    expect(reply.body.data).toMatchObject({ successfulNumber: 0, errorNumber: 1 });
    const rows = rowsOf(
      await (await fetch((reply.body.data as { errorUrl: string }).errorUrl)).arrayBuffer(),
    );
    expect(rows[0]?.[0]).toBe('行号');
    expect(rows[1]?.at(-1)).toBe('请输入最多两位小数的金额');

    const pdfUp = await uploadFile(token, 'not-a-sheet.pdf', pdf);
    const refused = await call(importEndpoints['trading.invoice'], {
      token,
      commandId: newCommandId('import'),
      query: { fileKey: pdfUp.data?.objectKey ?? '' },
    });
    expect(refused.body.code).toBe(400);
  });

  it('imports invoice confirmations from a csv as pending requests', async () => {
    const token = await signIn('supplier');
    const csv = new TextEncoder().encode(
      'Confirmation number,Invoice number,Buyer,Supplier,Currency,Invoice amount,Due date\n' +
        'IC-IMPORT-1,INV-9,Northwind Retail Group,Us Ltd.,USD,900.00,2026-12-30\n',
    );
    const up = await uploadFile(token, 'confirmations.csv', csv, 'text/csv');
    const reply = await call(importEndpoints['confirmation.invoiceConfirmation'], {
      token,
      commandId: newCommandId('import'),
      query: { fileKey: up.data?.objectKey ?? '' },
    });
    expect(reply.body).toMatchObject({
      code: 200,
      data: { successfulNumber: 1, errorNumber: 0, errorUrl: null },
    });
  });
});
