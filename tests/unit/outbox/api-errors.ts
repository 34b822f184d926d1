import { ApiError } from '../../../src/shared/errors/api-error';

/** The failures a command send meets, as the HTTP client reports them. */
export const offline = () => new ApiError({ kind: 'network', code: 0, message: 'Failed to fetch' });
export const unavailable = () =>
  new ApiError({ kind: 'http', code: 503, status: 503, message: 'Service Unavailable' });
export const rejected = () =>
  new ApiError({
    kind: 'business',
    code: 409,
    message: 'The order is already approved',
    messageKey: 'finance.order.already_approved',
  });
export const sessionLost = () =>
  new ApiError({ kind: 'session', code: 1100, message: 'token invalid' });
export const cancelled = () => new ApiError({ kind: 'cancelled', code: 0, message: 'cancelled' });
