/**
 * The bytes of one Arrow sync answer: the schema message (with the page's head in its metadata),
 * then the page's messages as they are produced (read from the database batch by batch, or from
 * a stored snapshot chunk by chunk), then the end marker. (A snapshot page that can be sent as
 * stored skips all of this: its whole answer is stored gzipped.) Pulled: the next messages are produced
 * only when the consumer asks for more (backpressure from the socket), so an answer holds one
 * batch (or one snapshot chunk) whatever the table's size.
 */
import { Table, tableToIPC, type RecordBatch, type Schema } from 'apache-arrow';

const EOS = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);

/** Each batch is serialised as a one-batch stream; these are its parts. */
function ipcParts(schema: Schema, batch: RecordBatch | null) {
  const bytes = tableToIPC(new Table(schema, batch ? [batch] : []), 'stream');
  const schemaLength = 8 + new DataView(bytes.buffer, bytes.byteOffset).getInt32(4, true);
  return {
    schema: bytes.subarray(0, schemaLength),
    // Its dictionaries and the record batch. Each batch's dictionaries replace the previous
    // ones, as the stream format allows.
    messages: bytes.subarray(schemaLength, bytes.length - EOS.length),
  };
}

export type ReadRows = (
  after: number,
  upTo: number,
) => Promise<{ batch: RecordBatch | null; last: number }>;

/** The messages of the rows with `after < seq ≤ upTo`, a batch per read; counts the rows sent. */
export async function* databaseMessages(
  schema: Schema,
  read: ReadRows,
  after: number,
  upTo: number,
  sent: { rows: number },
): AsyncGenerator<Uint8Array> {
  for (let cursor = after; cursor < upTo;) {
    const next = await read(cursor, upTo);
    if (!next.batch) break;
    sent.rows += next.batch.numRows;
    yield ipcParts(schema, next.batch).messages;
    cursor = next.last;
  }
}

/** The schema message of an answer: its first bytes (the page's head is in its metadata). */
export const schemaMessage = (schema: Schema): Uint8Array => ipcParts(schema, null).schema;

/** The answer: schema message, messages, end marker. */
export function arrowAnswer(
  head: Uint8Array,
  messages: AsyncGenerator<Uint8Array>,
): ReadableStream<Uint8Array> {
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (first) {
          first = false;
          controller.enqueue(head);
          return;
        }
        const next = await messages.next();
        if (next.done) {
          controller.enqueue(EOS);
          controller.close();
        } else controller.enqueue(next.value);
      },
      async cancel() {
        await messages.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
