import { SheetError } from './sheet-error';

/** What a reader of a part does with its markup; names are local (`x:row` is `row`). */
export interface XmlHandler {
  open(name: string, rawAttributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw text between tags (entities not decoded; a text may arrive in several pieces). */
  text(raw: string): void;
}

/**
 * The longest single piece of markup (a tag, comment or CDATA section) it waits for. OOXML tags
 * are short; without a bound, one endless tag would be rescanned with every chunk.
 */
const MAX_TOKEN = 1024 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Where the tag starting at `from` ends (its `>`, outside quoted values), or -1 if not yet. */
function tagEnd(buffer: string, from: number): number {
  let quote = '';
  for (let i = from; i < buffer.length; i++) {
    const ch = buffer[i];
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

/**
 * A tiny pull parser for the XML of a spreadsheet part, fed in chunks as they are inflated, so
 * a sheet is read row by row without its whole text. It knows what OOXML uses: elements,
 * attributes, text, CDATA, comments and processing instructions; a DOCTYPE is skipped, never
 * expanded. Tokens split across chunks wait for the next one.
 */
export class XmlPull {
  private buffer = '';
  private stopped = false;

  constructor(private readonly handler: XmlHandler) {}

  /** Stops reading: later chunks are ignored (the reader has what it needs). */
  stop(): void {
    this.stopped = true;
    this.buffer = '';
  }

  get done(): boolean {
    return this.stopped;
  }

  write(chunk: string): void {
    if (this.stopped) return;
    const buffer = this.buffer + chunk;
    let pos = 0;
    while (pos < buffer.length && !this.stopped) {
      const lt = buffer.indexOf('<', pos);
      if (lt === -1) {
        this.handler.text(buffer.slice(pos));
        pos = buffer.length;
        break;
      }
      if (lt > pos) this.handler.text(buffer.slice(pos, lt));
      const next = this.token(buffer, lt);
      if (next === -1) {
        pos = lt;
        break;
      }
      pos = next;
    }
    this.buffer = this.stopped ? '' : buffer.slice(pos);
    if (this.buffer.length > MAX_TOKEN) throw new SheetError('unreadable');
  }

  /** Handles the markup at `lt`; the position after it, or -1 when it is not complete yet. */
  private token(buffer: string, lt: number): number {
    const closing = (marker: string, from: number) => {
      const at = buffer.indexOf(marker, from);
      return at === -1 ? -1 : at + marker.length;
    };
    if (buffer.startsWith('<!--', lt)) return closing('-->', lt + 4);
    if (buffer.startsWith('<![CDATA[', lt)) {
      const end = buffer.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      // Given as escaped text, so the reader decodes every text the same way.
      this.handler.text(
        buffer
          .slice(lt + 9, end)
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;'),
      );
      return end + 3;
    }
    if (buffer.startsWith('<?', lt)) return closing('?>', lt + 2);
    const end = tagEnd(buffer, lt + 1);
    if (end === -1) return -1;
    if (buffer[lt + 1] === '!') return end + 1;
    if (buffer[lt + 1] === '/') {
      this.handler.close(localName(buffer.slice(lt + 2, end).trim()));
      return end + 1;
    }
    const selfClosing = buffer[end - 1] === '/';
    const inner = buffer.slice(lt + 1, selfClosing ? end - 1 : end);
    const space = inner.search(/[\s]/);
    const name = space === -1 ? inner : inner.slice(0, space);
    this.handler.open(localName(name), space === -1 ? '' : inner.slice(space), selfClosing);
    if (selfClosing && !this.stopped) this.handler.close(localName(name));
    return end + 1;
  }
}
