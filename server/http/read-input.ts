import type { Context } from 'hono';
import type { z } from 'zod';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import type { Envelope } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { BusinessError } from './business-error';
import { businessEnvelope, invalidInputEnvelope } from './envelopes';
import { netProblems } from './nul-net';
import { validateInput, type FieldProblem, type Parsed } from './validate-input';

export interface RequestInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

export type InputResult = { ok: true; input: RequestInput } | { ok: false; envelope: Envelope };

/**
 * Params, query and body parsed with the endpoint's own schemas, all problems reported at once.
 * A part the endpoint does not declare is ignored. An empty body counts as `{}` (the bootstrap's
 * "empty body" calls), so a missing field is named rather than "expected object".
 * Query values arrive as text: declarations coerce where they need numbers.
 */
export async function readInput(
  c: Context,
  endpoint: EndpointDef,
  lang: Language,
): Promise<InputResult> {
  const problems: FieldProblem[] = [];
  const input: RequestInput = { params: undefined, query: undefined, body: undefined };

  if (endpoint.params) {
    const parsed = checked(endpoint.params, c.req.param(), 'params', lang);
    if (parsed.ok) input.params = parsed.value;
    else problems.push(...parsed.problems);
  }
  if (endpoint.query) {
    // Every value of a repeated key is netted, though the schema reads the first.
    const every = Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]);
    const parsed = checked(endpoint.query, c.req.query(), 'query', lang, Object.fromEntries(every));
    if (parsed.ok) input.query = parsed.value;
    else problems.push(...parsed.problems);
  }
  if (endpoint.body) {
    const raw = await readJsonBody(c);
    if (!raw.ok) return { ok: false, envelope: businessEnvelope(raw.error, lang) };
    const parsed = checked(endpoint.body, raw.value, 'body', lang);
    if (parsed.ok) input.body = parsed.value;
    else problems.push(...parsed.problems);
  }
  return problems.length > 0
    ? { ok: false, envelope: invalidInputEnvelope(problems, lang) }
    : { ok: true, input };
}

/**
 * The net first (NUL anywhere, JSON too deep), then the declaration: a part the net refuses is
 * not handed to the schema, whose refinements would only repeat the problem (or, for deep JSON,
 * walk it).
 */
function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: 'params' | 'query' | 'body',
  lang: Language,
  netted: unknown = value,
): Parsed<z.output<S>> {
  const net = netProblems(netted, part, lang);
  return net.length > 0 ? { ok: false, problems: net } : validateInput(schema, value, part, lang);
}

async function readJsonBody(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; error: BusinessError }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: BusinessError.badRequest('invalidJson') };
  }
}

/** Helper type: what a declared part parses to, `undefined` when the endpoint has none. */
export type PartOutput<S> = S extends z.ZodUndefined
  ? undefined
  : S extends z.ZodType
    ? z.output<S>
    : undefined;
