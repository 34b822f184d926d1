import { isJsonMediaType, mediaTypeOf } from './download-file-name';

/**
 * A call whose answer may come in a binary media type, read as it streams in (the receivables
 * sync in Arrow IPC): the request asks for `accept`, and a 200 answer of any media type but
 * JSON is handed to `read` inside the call's request scope, so the call's timeout, cancel,
 * error handling and session rules hold while the body is read. A JSON answer (an error
 * envelope, or a server that only speaks JSON) is settled as any call's.
 */
export interface BinaryAnswer {
  /** The Accept header: the binary media type, JSON after it when the server may fall back. */
  accept: string;
  read(response: Response): Promise<unknown>;
}

/** True when the 200 answer is the binary one, for `read`. */
export const isBinaryAnswer = (response: Response): boolean =>
  response.status === 200 && !isJsonMediaType(mediaTypeOf(response.headers.get('content-type')));
