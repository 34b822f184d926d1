import { ApiError } from '../../shared/errors/api-error';

/** Transport failures have no envelope code; 0 keeps them apart from every server code. */
export const NO_CODE = 0;

export const UNKNOWN_MESSAGE = 'unknown';

export function timeoutError(endpointId: string, timeoutMs: number): ApiError {
  return new ApiError({
    kind: 'timeout',
    code: NO_CODE,
    message: `timeout of ${timeoutMs}ms exceeded`,
    endpointId,
  });
}

export function cancelledError(endpointId: string): ApiError {
  return new ApiError({ kind: 'cancelled', code: NO_CODE, message: 'cancelled', endpointId });
}

export function networkError(endpointId: string, cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : UNKNOWN_MESSAGE;
  return new ApiError({ kind: 'network', code: NO_CODE, message, endpointId });
}

export function contractError(endpointId: string, message: string, code = NO_CODE): ApiError {
  return new ApiError({ kind: 'contract', code, message, endpointId });
}

/** Anything that is not already an ApiError came from our own preparation of the request. */
export function asApiError(error: unknown, endpointId: string): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_MESSAGE;
  return contractError(endpointId, message);
}
