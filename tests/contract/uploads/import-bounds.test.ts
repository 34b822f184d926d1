import { describe, expect, it } from 'vitest';
import { userInfo } from '../../../src/api/endpoints/session/user-info';
import { importEndpoints } from '../../../src/api/endpoints/uploads/import-excel';
import { manyRows, xlsxByHand } from '../../unit/imports/xlsx-by-hand';
import { call, newCommandId, signIn } from '../helpers/api';
import { uploadFile } from './upload-helpers';

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Three purchase orders in a sheet that declares the whole grid, as the 5.7 KB attack did. */
function declaredRangeSheet(): Uint8Array {
  const header = [
    'PO number *',
    'Buyer *',
    'Currency *',
    'PO amount *',
    'Issue date *',
    'Due date *',
  ];
  const cols = 'ABCDEF';
  const row = (r: number, cells: string[]) =>
    `<row r="${r}">${cells.map((text, c) => inline(`${cols[c]}${r}`, text)).join('')}</row>`;
  return xlsxByHand({
    dimension: 'A1:XFD1048576',
    sheetData: [
      row(1, header),
      ...[1, 2, 3].map((n) =>
        row(n + 1, [
          `PO-RANGE-${n}`,
          'Northwind Retail Group',
          'USD',
          `${n}00`,
          '2026-10-01',
          '2026-12-30',
        ]),
      ),
    ].join(''),
  });
}

/**
 * sheet1.xml of 200 MB of empty rows: under 1 MB packed. Made once, before any request: packing
 * takes seconds, longer than the server keeps an idle connection, and a POST on a connection
 * the server has just closed fails in the client.
 */
const zipBomb = xlsxByHand({
  sheetData: new Uint8Array(Buffer.alloc(200 * 1024 * 1024, '<row/>')),
});

async function importSheet(token: string, name: string, bytes: Uint8Array) {
  const up = await uploadFile(token, name, bytes);
  expect(up.code).toBe(200);
  return () =>
    call(importEndpoints['trading.purchase'], {
      token,
      commandId: newCommandId('import'),
      query: { fileKey: up.data?.objectKey ?? '' },
    });
}

describe('imports bounded by what the file holds (issue 16)', () => {
  it('imports the real rows of a sheet that declares A1:XFD1048576', async () => {
    const token = await signIn('supplier');
    const reply = await (await importSheet(token, 'declared-range.xlsx', declaredRangeSheet()))();
    expect(reply.body).toMatchObject({
      code: 200,
      data: { successfulNumber: 3, errorNumber: 0, errorUrl: null },
    });
  });

  it('refuses a zip bomb with the inflated limit in the message', async () => {
    const token = await signIn('supplier');
    const bomb = zipBomb;
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const reply = await (await importSheet(token, 'bomb.xlsx', bomb))();
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('bomb.xlsx unpacks to more than 50 MB');
  });

  it('refuses a sheet of 5001 rows with importTooManyRows', async () => {
    const token = await signIn('supplier');
    const reply = await (
      await importSheet(token, 'many.xlsx', xlsxByHand({ sheetData: manyRows('PO number', 5001) }))
    )();
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('an import takes at most 5000 rows');
  });

  it('answers another user while a slow import is being read', async () => {
    const [supplier, buyer] = [await signIn('supplier'), await signIn('buyer')];
    const slowImport = await importSheet(supplier, 'slow.xlsx', zipBomb);
    const finished: string[] = [];
    const importing = slowImport().then((reply) => {
      finished.push('import');
      return reply;
    });
    const light = await call(userInfo, { token: buyer });
    finished.push('light');
    expect(light.body.code).toBe(200);
    expect((await importing).body.code).toBe(400);
    expect(finished).toEqual(['light', 'import']);
  });
});
