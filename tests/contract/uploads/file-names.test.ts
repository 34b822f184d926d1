import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api';
import { PDF_START } from './fixtures';
import { multipartOf, padded, postRaw } from './raw-upload';

const pdfNamed = async (token: string, fileName: string) =>
  postRaw({ token, ...multipartOf(fileName, padded(64, PDF_START), 'application/pdf') });

/** Issue 16: names are stored sanitised; what cannot be made safe is refused, never a 500. */
describe('uploaded file names', () => {
  it('drops path parts and invisible direction characters, and keeps the name in NFC', async () => {
    const token = await signIn('supplier');
    const dotted = await pdfNamed(token, '..\\..\\windows\\system32\\report.pdf');
    expect(dotted.json).toMatchObject({ code: 200, data: { fileName: 'report.pdf' } });
    // U+202E would show "invoice\u202Efdp.exe" as "invoiceexe.pdf"; U+2066 is an isolate.
    const bidi = await pdfNamed(token, 'in\u2066voice\u202E 7.pdf');
    expect(bidi.json).toMatchObject({ code: 200, data: { fileName: 'invoice 7.pdf' } });
    const decomposed = await pdfNamed(token, 'Cafe\u0301 receipt.pdf');
    expect(decomposed.json.data?.fileName).toBe('Caf\u00e9 receipt.pdf');
  });

  it('keeps a name of 255 characters and refuses 256 and a 10 000-character name, naming the field', async () => {
    const token = await signIn('supplier');
    const longest = `${'é'.repeat(251)}.pdf`;
    expect((await pdfNamed(token, longest)).json).toMatchObject({
      code: 200,
      data: { fileName: longest },
    });
    for (const name of [`${'x'.repeat(252)}.pdf`, `${'名'.repeat(9996)}.pdf`]) {
      const reply = await pdfNamed(token, name);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
      expect(reply.json.message).toContain('file name: can be at most 255 characters');
    }
  });

  it('refuses a NUL or another control character in the name with a field-named 400', async () => {
    const token = await signIn('supplier');
    for (const name of ['invoice\u0000.pdf', 'in\u0007voice.pdf', 'invoice.pdf\u0000.exe']) {
      const reply = await pdfNamed(token, name);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
      expect(reply.json.message).toContain('file name: must not contain control characters');
    }
  });
});
