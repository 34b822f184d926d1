import * as CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../server/ocr/extract-fields';
import { msgText } from '../../../server/ocr/msg-text';
import { OcrError } from '../../../server/ocr/ocr-error';

/** An Outlook message as a compound file with a subject and a plain-text body (MS-OXMSG). */
function outlookMessage(subject: string, body: string, unicode = true): Uint8Array {
  const container = CFB.utils.cfb_new();
  const kind = unicode ? '001F' : '001E';
  const encoding: BufferEncoding = unicode ? 'utf16le' : 'latin1';
  const stream = (text: string) => Buffer.from(`${text}${unicode ? '\0' : ''}`, encoding);
  CFB.utils.cfb_add(container, `/__substg1.0_0037${kind}`, stream(subject));
  CFB.utils.cfb_add(container, `/__substg1.0_1000${kind}`, stream(body));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

const BODY = [
  'Dear Accounts Payable,',
  'please find our invoice below.',
  'Invoice No. INV-2026-0077',
  'Issue Date: 2026-10-01',
  'Due Date: 2026-12-30',
  'Bill To: Northwind Retail Group Pte. Ltd.',
  'Total Amount: USD 48,250.00',
].join('\r\n');

describe('Outlook message text', () => {
  it('reads the subject and body, and the invoice fields come out of them', () => {
    const text = msgText(outlookMessage('Invoice INV-2026-0077 for October', BODY));
    expect(text).toContain('Invoice INV-2026-0077 for October');
    expect(extractFields('INVOICE', text)).toEqual({
      invoiceNo: 'INV-2026-0077',
      issueDate: '2026-10-01',
      dueDate: '2026-12-30',
      currency: 'USD',
      amount: '48250.00',
      buyerName: 'Northwind Retail Group Pte. Ltd.',
    });
  });

  it('reads 8-bit properties of older clients too', () => {
    expect(msgText(outlookMessage('Invoice', BODY, false))).toContain('Due Date: 2026-12-30');
  });

  it('refuses bytes that are no compound file as unreadable', () => {
    expect(() => msgText(new TextEncoder().encode('not an Outlook message'))).toThrow(OcrError);
  });
});
