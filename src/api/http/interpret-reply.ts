import { envelopeSchema, ResultCode, sessionEndingCodes } from '../contract/envelope';
import type { Envelope } from '../contract/envelope';
import { ApiError } from '../../shared/errors/api-error';
import { fieldProblemsOf } from '../../shared/errors/field-problems';
import { contractError } from './transport-errors';

/** What a transport (fetch or XHR) got back, before any meaning is given to it. */
export interface Reply {
  status: number;
  statusText: string;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface ReplyContext {
  endpointId: string;
  isOnLoginPage: boolean;
  hasNoticeToken: boolean;
}

export type ReplyOutcome = { ok: true; data: unknown } | { ok: false; error: ApiError };

/**
 * Spec section 8, in one place for every transport: HTTP 200 with an object body is read as the
 * envelope; any other status is an HTTP failure described by its status text.
 */
export function interpretReply(reply: Reply, context: ReplyContext): ReplyOutcome {
  if (reply.status !== 200) return { ok: false, error: httpFailure(reply, context) };
  if (!isObjectBody(reply.body)) {
    // Not an envelope: the status (200) stands as the code and the body is the data, which the
    // endpoint's schema still has to accept.
    return { ok: true, data: reply.body };
  }
  const envelope = readEnvelope(reply.body);
  if (!envelope) {
    return { ok: false, error: contractError(context.endpointId, 'unexpected response') };
  }
  if (envelope.code === ResultCode.success) return { ok: true, data: envelope.data };
  return { ok: false, error: envelopeFailure(envelope, context) };
}

/** A status other than 200: described by its status text; 401 ends the session off the login page. */
export function httpFailure(
  reply: Pick<Reply, 'status' | 'statusText'>,
  context: ReplyContext,
): ApiError {
  const base = {
    code: reply.status,
    status: reply.status,
    // HTTP/2 has no reason phrase; the number is better than an empty notice.
    message: reply.statusText || `HTTP ${reply.status}`,
    endpointId: context.endpointId,
  };
  if (reply.status === 401 && !context.isOnLoginPage)
    return new ApiError({ kind: 'session', ...base });
  return new ApiError({ kind: 'http', ...base });
}

function envelopeFailure(envelope: Envelope, context: ReplyContext): ApiError {
  const endsSession =
    sessionEndingCodes.has(envelope.code) ||
    (envelope.code === ResultCode.noticeInvalid && context.hasNoticeToken);
  return new ApiError({
    kind: endsSession ? 'session' : 'business',
    code: envelope.code,
    message: envelope.message,
    ...(envelope.messageKey !== undefined ? { messageKey: envelope.messageKey } : {}),
    ...retryAfterOf(envelope),
    ...fieldsOf(envelope),
    endpointId: context.endpointId,
  });
}

/** A throttled answer's `data.retryAfter` (whole seconds), kept on the error for the UI. */
function retryAfterOf(envelope: Envelope): { retryAfterSeconds?: number } {
  if (envelope.code !== ResultCode.throttled) return {};
  const data = envelope.data as { retryAfter?: unknown } | null | undefined;
  const seconds = data?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? { retryAfterSeconds: Math.ceil(seconds) }
    : {};
}

/** A refusal's `data.fields` (the validation envelope), kept so a form can mark each field. */
function fieldsOf(envelope: Envelope): { fields?: ReturnType<typeof fieldProblemsOf> } {
  const data = envelope.data as { fields?: unknown } | null | undefined;
  const fields = fieldProblemsOf(data?.fields);
  return fields ? { fields } : {};
}

function isObjectBody(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** Java-style backends send `message: null`; that is an absent message, not a broken envelope. */
function readEnvelope(body: Record<string, unknown>): Envelope | undefined {
  const parsed = envelopeSchema.safeParse({
    ...body,
    message: body.message ?? undefined,
    messageKey: body.messageKey ?? undefined,
  });
  if (!parsed.success) return undefined;
  const { code, message, messageKey, data } = parsed.data;
  return { code, message, data, ...(messageKey !== undefined ? { messageKey } : {}) };
}

/** Bodies are read as text first so that a non-JSON answer can still be described. */
export function parseBodyText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
