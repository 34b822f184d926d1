import { describe, expect, it } from 'vitest';
import {
  batchDownloadDmsAndS3,
  dmsUrl,
  downloadBatch,
} from '../../src/api/endpoints/company-profile/batch-download';
import { attachmentUrl } from '../../src/api/endpoints/uploads/attachment-url';
import { BATCH_MAX_FILES } from '../../src/shared/company-profile/attachment-rules';
import { call, signIn } from './helpers/api';
import { fetchUrl, fetchZip } from './company-profile-helpers';
import { pdfOfSize, TINY_PNG } from './uploads/fixtures';
import { multipartOf, postRaw } from './uploads/raw-upload';
import { storedZip } from './uploads/zip-stream';
import { uploadFile } from './uploads/upload-helpers';

const MB = 1024 * 1024;

async function upload(token: string, name: string, bytes: Uint8Array, type?: string) {
  const reply = await uploadFile(token, name, bytes, type);
  expect(reply.code).toBe(200);
  return reply.data?.objectKey ?? '';
}

/** The stored bytes of a file of the caller's company, through its signed URL. */
async function bytesOf(token: string, objectKey: string): Promise<Uint8Array> {
  const endpoint = objectKey.startsWith('LFI') ? dmsUrl : attachmentUrl;
  const reply = await call(endpoint, { token, query: { objectKey, preview: 'false' } });
  expect(reply.body.code).toBe(200);
  const file = await fetchUrl(reply.body.data as string);
  expect(file.status).toBe(200);
  return file.bytes;
}

describe('batch download as one ZIP', () => {
  it('zips exactly the chosen files, byte for byte, under their own names', async () => {
    const token = await signIn('supplier');
    const pdf = pdfOfSize(3000);
    const a = await upload(token, 'statement.pdf', pdf);
    const b = await upload(token, 'scan.png', TINY_PNG, 'image/png');
    await upload(token, 'not-chosen.pdf', pdfOfSize(1000));
    const key = await call(downloadBatch, {
      token,
      body: { keys: [a, b], fileName: 'company documents' },
    });
    expect(key.body.code).toBe(200);
    const zip = await fetchZip(token, key.body.data as string);
    if (zip.kind !== 'zip') throw new Error(`refused: ${zip.body.message}`);
    expect(Object.keys(zip.entries).sort()).toEqual(['scan.png', 'statement.pdf']);
    expect(zip.entries['statement.pdf']).toEqual(pdf);
    expect(zip.entries['scan.png']).toEqual(TINY_PNG);
    expect(zip.disposition).toContain('company documents.zip');
  });

  it('takes DMS documents (LFI keys) with portal files, and keeps two files of one name apart', async () => {
    const token = await signIn('supplier');
    const local = await upload(token, 'business-licence.pdf', pdfOfSize(2048));
    const key = await call(batchDownloadDmsAndS3, {
      token,
      body: {
        files: [
          { objectKey: 'LFIC0010001', fileSource: 'DMS' },
          { objectKey: local, fileSource: 'LOCAL' },
          { objectKey: 'ATT-SEED-C001-2' },
        ],
        fileName: 'mixed.zip',
      },
    });
    expect(key.body.code).toBe(200);
    const zip = await fetchZip(token, key.body.data as string);
    if (zip.kind !== 'zip') throw new Error(`refused: ${zip.body.message}`);
    expect(Object.keys(zip.entries)).toEqual([
      'business-licence.pdf',
      'business-licence (2).pdf',
      'bank-reference-letter.png',
    ]);
    expect(zip.entries['business-licence.pdf']).toEqual(await bytesOf(token, 'LFIC0010001'));
    expect(new TextDecoder().decode(zip.entries['business-licence.pdf']?.subarray(0, 5))).toBe(
      '%PDF-',
    );
    expect(zip.entries['business-licence (2).pdf']).toEqual(await bytesOf(token, local));
    expect(zip.entries['bank-reference-letter.png']).toEqual(
      await bytesOf(token, 'ATT-SEED-C001-2'),
    );
    // downloadBatch sends an LFI key to the DMS as well.
    const byPrefix = await call(downloadBatch, {
      token,
      body: { keys: ['LFIC0010002'], fileName: 'articles' },
    });
    const articles = await fetchZip(token, byPrefix.body.data as string);
    expect(articles.kind === 'zip' && Object.keys(articles.entries)).toEqual([
      'articles-of-association.pdf',
    ]);
  });

  it('refuses another company’s files and unknown keys like each other', async () => {
    const supplier = await signIn('supplier');
    const mine = await upload(supplier, 'mine.pdf', pdfOfSize(1000));
    const buyer = await signIn('buyer');
    for (const keys of [[mine], ['LFIC0010001'], ['ATT-00000000-0000-0000-0000-000000000000']]) {
      const reply = await call(downloadBatch, { token: buyer, body: { keys, fileName: 'x' } });
      expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    }
    const mixed = await call(batchDownloadDmsAndS3, {
      token: buyer,
      body: { files: [{ objectKey: 'LFIC0020001' }, { objectKey: mine }], fileName: 'x' },
    });
    expect(mixed.body.code).toBe(400);
  });

  it('refuses more files than one ZIP may hold', async () => {
    const token = await signIn('supplier');
    const keys = Array.from({ length: BATCH_MAX_FILES + 1 }, (_, i) => `ATT-${i}`);
    const reply = await call(downloadBatch, { token, body: { keys, fileName: 'many' } });
    expect(reply.body.code).toBe(400);
  });

  it(
    'refuses a batch whose stored files are larger than 200 MB together',
    { timeout: 180_000 },
    async () => {
      const token = await signIn('supplier');
      const keys: string[] = [];
      for (const name of ['a', 'b', 'c']) {
        // Streamed: three 70 MB files never sit in the test's memory at once.
        const zip = storedZip(`${name}.bin`, 70 * MB, 7);
        const up = await postRaw({ token, ...multipartOf(`${name}.zip`, zip, 'application/zip') });
        expect(up.json.code).toBe(200);
        keys.push(up.json.data?.objectKey ?? '');
      }
      const reply = await call(downloadBatch, { token, body: { keys, fileName: 'big' } });
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toContain('200 MB');
      // Two of them are within the bound.
      const two = await call(downloadBatch, {
        token,
        body: { keys: keys.slice(0, 2), fileName: 'ok' },
      });
      expect(two.body.code).toBe(200);
    },
  );

  it('answers a ZIP only for a known key of the caller’s company', async () => {
    const supplier = await signIn('supplier');
    const key = await call(downloadBatch, {
      token: supplier,
      body: { keys: ['ATT-SEED-C001-1'], fileName: 'one' },
    });
    const batchKey = key.body.data as string;
    const buyer = await signIn('buyer');
    const foreign = await fetchZip(buyer, batchKey);
    expect(foreign.kind === 'refused' && foreign.body.code).toBe(400);
    const unknown = await fetchZip(supplier, 'BATCH-00000000-0000-0000-0000-000000000000');
    expect(unknown.kind === 'refused' && unknown.body.code).toBe(400);
    // Someone else of the same company may use it (the key is the company's, while it lives).
    const limited = await fetchZip(await signIn('limited'), batchKey);
    expect(limited.kind).toBe('zip');
    const noaccess = await call(downloadBatch, {
      token: await signIn('noaccess'),
      body: { keys: ['ATT-SEED-C001-1'], fileName: 'x' },
    });
    expect(noaccess.body.code).toBe(403);
  });
});

describe('DMS documents (getDmsUrl)', () => {
  it('signs a URL of the company’s own LFI document, inline for a preview', async () => {
    const token = await signIn('limited');
    const reply = await call(dmsUrl, {
      token,
      query: { objectKey: 'LFIC0010001', preview: 'true' },
    });
    expect(reply.body.code).toBe(200);
    const file = await fetchUrl(reply.body.data as string);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition.startsWith('inline')).toBe(true);
    const tampered = new URL(reply.body.data as string);
    tampered.searchParams.set('key', 'LFIC0020001');
    expect((await fetchUrl(tampered.toString())).status).toBe(403);
  });

  it('refuses another company’s document and a portal upload', async () => {
    const token = await signIn('supplier');
    for (const objectKey of ['LFIC0020001', 'ATT-SEED-C001-1', 'LFI-unknown']) {
      const reply = await call(dmsUrl, { token, query: { objectKey, preview: 'false' } });
      expect(reply.body.code).toBe(400);
    }
  });
});
