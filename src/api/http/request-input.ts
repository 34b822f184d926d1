import type { EndpointDef } from '../contract/endpoint';
import { contractError } from './transport-errors';

export interface ParsedInput {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

/**
 * Callers hand the schemas' input types; parsing gives the output types with defaults filled in
 * (page 1, size 20…) and stops a malformed request before it leaves the worker.
 */
export function parseEndpointInput(
  endpoint: EndpointDef,
  input: unknown,
  { withBody = true }: { withBody?: boolean } = {},
): ParsedInput {
  const given: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const out: ParsedInput = {};
  const params = parsePart(endpoint, 'params', given.params);
  if (params !== undefined) out.params = params as Record<string, unknown>;
  const query = parsePart(endpoint, 'query', given.query);
  if (query !== undefined) out.query = query;
  // A multipart upload carries its fields in the form, not in a JSON body.
  const body = withBody ? parsePart(endpoint, 'body', given.body) : undefined;
  if (body !== undefined) out.body = body;
  return out;
}

function parsePart(endpoint: EndpointDef, part: 'params' | 'query' | 'body', value: unknown) {
  const schema = endpoint[part];
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .map((issue) => `${[part, ...issue.path].join('.')}: ${issue.message}`)
    .join('; ');
  throw contractError(endpoint.id, `invalid request for ${endpoint.id}: ${issues}`);
}
