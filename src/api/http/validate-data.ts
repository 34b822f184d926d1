import type { z } from 'zod';
import type { ApiError } from '../../shared/errors/api-error';
import { contractError } from './transport-errors';

const SHOWN_ISSUES = 3;

export type DataCheck = { ok: true; data: unknown } | { ok: false; error: ApiError };

/** The answer is checked against the declared contract so that the UI never draws a wrong shape. */
export function validateData(schema: z.ZodType, raw: unknown, endpointId: string): DataCheck {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  return {
    ok: false,
    error: contractError(endpointId, `unexpected response from ${endpointId}: ${issues}`, 200),
  };
}
