import type { EndpointData, EndpointDef, EndpointInput } from '../contract/endpoint';
import type { ApiError } from '../../shared/errors/api-error';
import type { BinaryAnswer } from './binary-answer';
import type { Timers } from './clock';
import type { GetCacheStore } from './get-cache-store';
import type { HttpNotice } from './notice';
import type { XhrLike } from './xhr-transport';

/** `typeof fetch` fits; the narrower shape keeps test fakes honest and small. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientConfig {
  /** `/` by default (spec 7); a path prefix or an absolute URL otherwise. */
  apiBase: string;
  /** Fills `{product}` in every path. */
  productCode: string;
  appId: string;
}

export interface HttpClientDeps {
  config: HttpClientConfig;
  /** What a relative apiBase is resolved against; defaults to `location.origin` at request time. */
  baseOrigin?: string;
  fetch?: FetchLike;
  now?: () => number;
  timers?: Timers;
  /** Used to digest the token for cache keys; defaults to `crypto.subtle`. */
  subtle?: SubtleCrypto;
  getToken(): string | null;
  getLanguage(): string;
  getCompanyRole(): string | null;
  /** A mock token keeps its session whatever the server says. */
  isMockToken?(): boolean;
  /** On the login page an HTTP 401 is a failed sign-in, not a lost session. */
  isOnLoginPage?(): boolean;
  /** With a notice (preview) token, code 1002 ends the session too. */
  hasNoticeToken?(): boolean;
  cache: GetCacheStore;
  onSessionExpired(error: ApiError): void;
  onNotice(notice: HttpNotice): void;
  /** Cache failures never fail a request; this hears about them. */
  onCacheError?(error: unknown): void;
  createXhr?: () => XhrLike;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** No notice for this request's failure (session expiry still happens). */
  silent?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface CallOptions extends RequestOptions {
  /** GET only: answer from the persistent cache when fresh (one hour) and store the answer. */
  cache?: boolean;
  /** Share identical requests issued within 500 ms; on by default for GET. */
  dedupe?: boolean;
  /** Parse the data with the endpoint's schema (default true). */
  validate?: boolean;
  /** Lets the request outlive the page (analytics on page hide). */
  keepalive?: boolean;
  /**
   * The browser's fetch priority. A browser opens at most six connections to the server, and
   * a request waiting for one is given the next free one by priority: what the user waits on
   * ('high') goes before what only fills the wait ('low').
   */
  priority?: RequestPriority;
  /** Asks for a binary answer and reads it as it streams in (binary-answer.ts). */
  binary?: BinaryAnswer;
}

export type DownloadOptions = RequestOptions;

export interface UploadOptions extends RequestOptions {
  onProgress?(loaded: number, total: number): void;
  validate?: boolean;
  /** Form field of the file; `file` unless the endpoint wants another. */
  fileField?: string;
}

export type UploadInput<E> = Omit<EndpointInput<E>, 'body'> & {
  file: Blob;
  fileName: string;
  fields?: Record<string, string>;
};

export interface DownloadedFile {
  fileName: string;
  /** Media type without parameters, e.g. `text/csv`. */
  mimeType: string;
  /** Transferable to the UI without a copy. */
  buffer: ArrayBuffer;
}

export interface HttpClient {
  call<E extends EndpointDef>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointData<E>>;
  download<E extends EndpointDef>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: DownloadOptions,
  ): Promise<DownloadedFile>;
  upload<E extends EndpointDef>(
    endpoint: E,
    input: UploadInput<E>,
    options?: UploadOptions,
  ): Promise<EndpointData<E>>;
}
