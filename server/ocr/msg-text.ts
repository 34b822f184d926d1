import * as CFB from 'cfb';
import { OcrError } from './ocr-error';

/**
 * Outlook message properties as compound-file streams (MS-OXMSG): subject and plain-text body,
 * Unicode (001F, UTF-16LE) or 8-bit (001E) as the writing client chose.
 */
const SUBJECT = '__substg1.0_0037';
const BODY = '__substg1.0_1000';

/** A body is read for its fields, not kept: the labels sit near the top of any real invoice mail. */
const TEXT_MAX = 64 * 1024;

function property(container: CFB.CFB$Container, name: string): string {
  const unicode = CFB.find(container, `${name}001F`);
  if (unicode?.content) {
    return Buffer.from(unicode.content as Uint8Array)
      .toString('utf16le')
      .replace(/\0+$/, '');
  }
  const ansi = CFB.find(container, `${name}001E`);
  return ansi?.content ? Buffer.from(ansi.content as Uint8Array).toString('latin1') : '';
}

/**
 * The text of an Outlook message (.msg, an OLE compound file): its subject and plain-text body,
 * where an invoice sent by mail states its number, dates and amount. Attachments are not opened.
 * A file that is no compound file is unreadable.
 */
export function msgText(bytes: Uint8Array): string {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    });
  } catch {
    throw new OcrError('unreadable');
  }
  return `${property(container, SUBJECT)}\n${property(container, BODY)}`.slice(0, TEXT_MAX);
}
