import { isApiError } from '../../../../shared/errors/api-error';

/**
 * The server refuses the receivables calls to a company that has no receivables as supplier
 * (buyer, funder): for them the page is empty, not broken.
 */
export const isRefused = (error: unknown): boolean =>
  isApiError(error) && (error.status === 403 || error.code === 403);
