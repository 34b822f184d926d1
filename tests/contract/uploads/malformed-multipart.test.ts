import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api';
import { PDF_START } from './fixtures';
import { BOUNDARY, filePart, postRaw } from './raw-upload';

const part = filePart('a.pdf', 'application/pdf');

/** Issue 16: a broken multipart body is the client's mistake: the 400 envelope, never a 500. */
describe('multipart bodies the upload cannot read', () => {
  it('answers 400 for multipart without a boundary and for a body that is not multipart', async () => {
    const token = await signIn('supplier');
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; charset=utf-8',
      'application/json',
      'application/x-www-form-urlencoded',
    ]) {
      const reply = await postRaw({
        token,
        contentType,
        body: [Buffer.concat([part.head, PDF_START, part.tail])],
      });
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
      expect(reply.json.message).toContain('multipart/form-data with a boundary');
    }
  });

  it('answers 400 for a body cut short, one without a file and one with two files', async () => {
    const token = await signIn('supplier');
    const cut = await postRaw({ token, body: [Buffer.concat([part.head, PDF_START])] });
    expect(cut.json).toMatchObject({ code: 400 });
    expect(cut.json.message).toContain('malformed or incomplete');

    const field = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    );
    const none = await postRaw({ token, body: [field] });
    expect(none.json.message).toContain('multipart field "file"');

    const two = await postRaw({
      token,
      body: [part.head, PDF_START, Buffer.from('\r\n'), part.head, PDF_START, part.tail],
    });
    expect(two.json).toMatchObject({ code: 400 });
    expect(two.json.message).toContain('one file per upload');
  });
});
