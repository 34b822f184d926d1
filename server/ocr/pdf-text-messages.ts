/** A PDF to read, by id; the bytes are transferred to the reader. */
export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
  maxPages: number;
}

/** The text layer of the first pages ('' when the PDF has none), or why it could not be read. */
export type PdfTextReply = { id: number; text: string } | { id: number; problem: 'unreadable' };
