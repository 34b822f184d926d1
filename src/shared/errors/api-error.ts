/**
 * An error of the documented API (or of the transport under it). It keeps the envelope's code,
 * the server's message and our translation key, so that these survive the worker boundary.
 */
export type ApiErrorKind =
  /** The server answered with a non-success code in the envelope. */
  | 'business'
  /** HTTP status other than 200. */
  | 'http'
  /** No answer: offline, DNS, connection refused. */
  | 'network'
  | 'timeout'
  /** Cancelled by the caller: never shown to the user. */
  | 'cancelled'
  /** The answer did not match the declared contract. */
  | 'contract'
  /** The session is gone (401 and the auth codes). */
  | 'session';

/**
 * One field's problem of a refused request: the validation envelope's `data.fields` entry (code
 * 400). `message` is in the request's language; `key` and `params` name the rule when the server
 * says which (a record save does).
 */
export interface ApiFieldProblem {
  field: string;
  message: string;
  key?: string;
  params?: Readonly<Record<string, unknown>>;
}

export interface ApiErrorData {
  kind: ApiErrorKind;
  code: number;
  message: string;
  messageKey?: string;
  status?: number;
  endpointId?: string;
  /** A throttled answer (code 429): seconds until the server takes the call again. */
  retryAfterSeconds?: number;
  /** A refusal's field problems, so a form marks each field without reading the message. */
  fields?: readonly ApiFieldProblem[];
}

export class ApiError extends Error implements ApiErrorData {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly messageKey?: string;
  readonly status?: number;
  readonly endpointId?: string;
  readonly retryAfterSeconds?: number;
  readonly fields?: readonly ApiFieldProblem[];

  constructor(data: ApiErrorData) {
    super(data.message);
    this.kind = data.kind;
    this.code = data.code;
    if (data.messageKey !== undefined) this.messageKey = data.messageKey;
    if (data.status !== undefined) this.status = data.status;
    if (data.endpointId !== undefined) this.endpointId = data.endpointId;
    if (data.retryAfterSeconds !== undefined) this.retryAfterSeconds = data.retryAfterSeconds;
    if (data.fields !== undefined) this.fields = data.fields;
  }

  toJSON(): ApiErrorData {
    const out: ApiErrorData = { kind: this.kind, code: this.code, message: this.message };
    if (this.messageKey !== undefined) out.messageKey = this.messageKey;
    if (this.status !== undefined) out.status = this.status;
    if (this.endpointId !== undefined) out.endpointId = this.endpointId;
    if (this.retryAfterSeconds !== undefined) out.retryAfterSeconds = this.retryAfterSeconds;
    if (this.fields !== undefined) out.fields = this.fields;
    return out;
  }

  /**
   * Transient failures are worth retrying; a business rejection is final, except a throttled
   * one, which says when to try again.
   */
  get transient(): boolean {
    return (
      this.retryAfterSeconds !== undefined ||
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500)
    );
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
