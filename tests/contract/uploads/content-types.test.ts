import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api';
import { PDF_START, pdfOfSize, TINY_PNG, zipOfSize } from './fixtures';
import { multipartOf, postRaw } from './raw-upload';
import { uploadFile, xlsxOf } from './upload-helpers';
import { storedZip } from './zip-stream';

const MB = 1024 * 1024;

/** Spec 001 §5 and issue 16: the type is what the bytes are, not what the name or header claims. */
describe('uploads are typed by their content (magic bytes)', () => {
  it('refuses a PDF named .zip and a PNG named .pdf with the type key', async () => {
    const token = await signIn('supplier');
    const pdfAsZip = await uploadFile(token, 'bundle.zip', pdfOfSize(4096), 'application/zip');
    expect(pdfAsZip).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
    expect(pdfAsZip.message).toContain('bundle.zip');
    const pngAsPdf = await uploadFile(token, 'scan.pdf', TINY_PNG, 'application/pdf');
    expect(pngAsPdf).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
    const zerosAsPdf = await uploadFile(token, 'blank.pdf', new Uint8Array(1000));
    expect(zerosAsPdf).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
  });

  it('accepts a real ZIP of 21 MB and refuses a 21 MB PDF even when it claims to be a ZIP', async () => {
    const token = await signIn('supplier');
    const zip = await uploadFile(token, 'scans.zip', zipOfSize(21 * MB), 'application/zip');
    expect(zip.code).toBe(200);

    const asZipType = await uploadFile(token, 'scan.pdf', pdfOfSize(21 * MB), 'application/zip');
    expect(asZipType).toMatchObject({ code: 400, messageKey: 'common.upload.file_maxsize_tip' });
    const asZipName = await uploadFile(
      token,
      'scan.zip',
      pdfOfSize(21 * MB),
      'application/x-zip-compressed',
    );
    expect(asZipName).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
  });

  it('refuses a ZIP over 100 MB with the ZIP message, reading it as it arrives', async () => {
    const token = await signIn('supplier');
    const upload = multipartOf(
      'archive.zip',
      storedZip('archive.bin', 101 * MB),
      'application/zip',
    );
    const reply = await postRaw({ token, ...upload });
    expect(reply.json).toMatchObject({ code: 400, messageKey: 'common.upload.zip_maxsize_tip' });
  });

  it('tells an Office document from a ZIP by the whole archive, not its name', async () => {
    const token = await signIn('supplier');
    // SheetJS writes [Content_Types].xml last: only the whole file shows it is a workbook.
    const sheet = xlsxOf([['poNo'], ['PO-1']]);
    expect((await uploadFile(token, 'orders.xlsx', sheet)).code).toBe(200);
    const sheetAsZip = await uploadFile(token, 'orders.zip', sheet, 'application/zip');
    expect(sheetAsZip).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
    // A plain archive is no workbook, whatever its name says.
    const plain = zipSync({ 'a.txt': strToU8('hello') });
    const plainAsXlsx = await uploadFile(token, 'orders.xlsx', plain);
    expect(plainAsXlsx).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
    const docx = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
    });
    expect((await uploadFile(token, 'letter.docx', docx)).code).toBe(200);
    expect(await uploadFile(token, 'letter.xlsx', docx)).toMatchObject({ code: 400 });
  });

  it('takes CSV as text only: a NUL byte anywhere refuses it', async () => {
    const token = await signIn('supplier');
    const text = new TextEncoder().encode('poNo,amount\nPO-1,10.00\n');
    expect((await uploadFile(token, 'orders.csv', text, 'text/csv')).code).toBe(200);
    const binary = new Uint8Array(200_000).fill(0x41);
    binary[150_000] = 0;
    expect(await uploadFile(token, 'orders.csv', binary, 'text/csv')).toMatchObject({
      code: 400,
      messageKey: 'common.upload.file_type_tip',
    });
    const pdfAsCsv = await uploadFile(token, 'orders.csv', PDF_START, 'text/csv');
    expect(pdfAsCsv).toMatchObject({ code: 400, messageKey: 'common.upload.file_type_tip' });
  });
});
