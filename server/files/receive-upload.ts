import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { ResultCode } from '../../src/api/contract/envelope';
import { extensionOf } from '../../src/shared/upload/file-type';
import { BusinessError } from '../http/business-error';
import type { DetailId } from '../http/messages';
import { CONTENT_RULES, sizeText, type ContentRule } from './content-rules';
import type { FileStore } from './file-store';
import { checkUploadName, MAX_FILE_NAME_CHARS } from './upload-name';

/** A complete, checked upload, still under its temporary name. */
export interface ReceivedFile {
  fileName: string;
  /** What the browser claimed; only used for names we do not know. */
  claimedType: string;
  size: number;
  tempPath: string;
}

/** Enough of a file's start for every magic number we check, and for an early Office hint. */
const SNIFF_BYTES = 64 * 1024;

const MULTIPART = /^multipart\/form-data\s*;(.*;)?\s*boundary=("[^"]+"|[^\s;]+)/i;

const badRequest = (detail: DetailId, vars = {}) => BusinessError.badRequest(detail, vars);

/**
 * Reads one multipart upload (field `file`) from the request body as it arrives and writes it to
 * the file store: bytes are counted as they come and the upload stops at the limit of its type;
 * the type is decided by the content's magic bytes, which must agree with the extension. Nothing
 * larger than a chunk is ever held in memory. On any refusal the partial file is deleted, the rest
 * of the body is read and dropped (so a keep-alive connection stays usable) and a BusinessError
 * carrying the spec's message is thrown.
 */
export function receiveUpload(
  contentType: string,
  body: Readable,
  store: FileStore,
  accepted: readonly string[],
): Promise<ReceivedFile> {
  if (!MULTIPART.test(contentType)) return Promise.reject(badRequest('uploadNotMultipart'));
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 20,
        headerPairs: 20,
        // The per-type limit is ours (below); this only bounds a parser left to itself.
        fileSize: Math.max(...Object.values(CONTENT_RULES).map((r) => r.max)) + 1,
      },
    });
  } catch {
    return Promise.reject(badRequest('uploadNotMultipart'));
  }

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let part: BusboyFileStream | undefined;
    let stored: Promise<ReceivedFile> | undefined;
    let parsed = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      parser.on('error', () => undefined);
      // Flowing with no reader: the rest of the body is dropped as it comes.
      body.resume();
      part?.destroy();
      // A file already complete when the body turns out broken must not stay behind.
      void stored?.then((file) => store.discard(file.tempPath)).catch(() => undefined);
      reject(error instanceof BusinessError ? error : badRequest('uploadMalformed'));
    };
    const finish = () => {
      if (settled || !parsed) return;
      if (!stored) return fail(badRequest('uploadNoFile'));
      stored.then((file) => {
        if (settled) return void store.discard(file.tempPath);
        settled = true;
        resolve(file);
      }, fail);
    };

    parser.on('file', (field, stream, rawName, _encoding, claimedType) => {
      if (field !== 'file' || stored) {
        stream.resume();
        if (stored) fail(badRequest('uploadOneFile'));
        return;
      }
      part = stream;
      stored = storePart(stream, rawName, claimedType, store, accepted);
      stored.catch(fail);
    });
    parser.on('filesLimit', () => fail(badRequest('uploadOneFile')));
    parser.on('fieldsLimit', () => fail(badRequest('uploadOneFile')));
    parser.on('partsLimit', () => fail(badRequest('uploadOneFile')));
    parser.on('error', fail);
    parser.on('finish', () => {
      parsed = true;
      finish();
    });
    // The client went away mid-body: nobody reads the answer, but the partial file must go.
    body.on('close', () => {
      if (!body.readableEnded) fail(badRequest('uploadMalformed'));
    });
    body.on('error', fail);
    body.pipe(parser);
  });
}

async function storePart(
  stream: BusboyFileStream,
  rawName: string,
  claimedType: string,
  store: FileStore,
  accepted: readonly string[],
): Promise<ReceivedFile> {
  const checked = checkUploadName(rawName);
  if (!checked.ok) throw badRequest(checked.problem, { max: MAX_FILE_NAME_CHARS });
  const fileName = checked.name;
  const extension = extensionOf(fileName);
  const found = accepted.includes(extension) ? CONTENT_RULES[extension] : undefined;
  if (!found) {
    throw new BusinessError(ResultCode.badRequest, 'uploadFileType', () => ({
      types: accepted.join(', '),
      type: extension || '-',
    }));
  }
  const rule: ContentRule = found;
  const mismatch = () =>
    new BusinessError(ResultCode.badRequest, 'uploadContentMismatch', () => ({
      fileName,
      type: extension,
      types: accepted.join(', '),
    }));

  const tempPath = store.tempPath();
  let size = 0;
  async function* gate(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let head: Buffer[] = [];
    let headBytes = 0;
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > rule.max) {
        throw new BusinessError(ResultCode.badRequest, rule.tooLarge, () => ({
          max: sizeText(rule),
        }));
      }
      if (rule.text && chunk.includes(0)) throw mismatch();
      if (headBytes >= SNIFF_BYTES) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= SNIFF_BYTES) {
        if (!(await headMatches(head, rule))) throw mismatch();
        yield* head;
        head = [];
      }
    }
    if (headBytes < SNIFF_BYTES) {
      if (!(await headMatches(head, rule))) throw mismatch();
      yield* head;
    }
  }

  try {
    await pipeline(stream, gate, createWriteStream(tempPath, { flags: 'wx' }));
    if (rule.whole) {
      const sniffed = await fileTypeFromFile(tempPath);
      if (!rule.whole.includes(sniffed?.ext ?? '')) throw mismatch();
    }
    return { fileName, claimedType, size, tempPath };
  } catch (error) {
    await store.discard(tempPath);
    throw error;
  }
}

async function headMatches(head: readonly Buffer[], rule: ContentRule): Promise<boolean> {
  const bytes = Buffer.concat(head);
  const sniffed = await fileTypeFromBuffer(bytes);
  return rule.head.includes(sniffed?.ext);
}
