import type { EndpointDef } from '../../../../src/api/contract/endpoint';
import { deepJson, evilText, evilValue, toJson } from './evil-values';
import { mayChangeData, pathParams } from './declared-endpoints';
import type { Random } from './prng';
import { fieldsOf, type FieldInfo } from './schema-fields';

/** One generated request: the parts as they go on the wire. */
export interface FuzzRequest {
  endpoint: EndpointDef;
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON text, or text that is not JSON at all. */
  body?: string;
  headers: Record<string, string>;
}

const RAW_BODIES: readonly string[] = [
  '{"a":',
  '\u0000',
  '{"key":"\u0000"}',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"pageNum":1e999}',
  '\ufeff{}',
];

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Required fields with a value of their type, so an evil field is the request's only fault. */
function base(fields: readonly FieldInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f.required) out[f.name] = f.sample;
  return out;
}

function names(fields: readonly FieldInfo[], random: Random): string {
  return fields.length > 0 && random.chance(0.9)
    ? random.pick(fields).name
    : random.pick(['extra', '__proto__', 'constructor', 'a\u0000b']);
}

function bodyOf(endpoint: EndpointDef, random: Random): string | undefined {
  if (!endpoint.body) return random.chance(0.1) ? random.pick(RAW_BODIES) : undefined;
  const fields = fieldsOf(endpoint.body);
  const roll = random.below(10);
  if (roll === 0) return random.pick(RAW_BODIES);
  if (roll === 1) {
    return toJson(random.pick([[], [base(fields)], 'x', 42, null, deepJson(5000)]));
  }
  const body = base(fields);
  const evil = roll === 2 ? fields.length : 1 + random.below(3);
  for (let i = 0; i < evil; i++) body[names(fields, random)] = evilValue(random, { huge: true });
  return toJson(body);
}

function queryOf(endpoint: EndpointDef, random: Random): Record<string, string> {
  const fields = fieldsOf(endpoint.query);
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(base(fields))) query[k] = asText(v);
  if (endpoint.query || random.chance(0.2)) {
    const evil = 1 + random.below(2);
    for (let i = 0; i < evil; i++) query[names(fields, random)] = evilText(random);
  }
  return query;
}

function paramsOf(endpoint: EndpointDef, random: Random): Record<string, string> {
  const fields = fieldsOf(endpoint.params);
  const params: Record<string, string> = {};
  for (const name of pathParams(endpoint)) {
    const sample = fields.find((f) => f.name === name)?.sample;
    params[name] = random.chance(0.6) ? evilText(random) : asText(sample ?? 'a');
    if (params[name] === '') params[name] = ' ';
  }
  return params;
}

function headersOf(endpoint: EndpointDef, random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.2))
    headers['x-language'] = random.pick(['zh-CN', 'zh', 'xx', 'é'.repeat(50)]);
  // Never a well-formed command id: a command that validates must not be stored or replayed.
  if (mayChangeData(endpoint) && random.chance(0.1)) {
    headers['x-command-id'] = random.pick(['bad id!', '%', 'x'.repeat(200)]);
  }
  return headers;
}

/** Whether the endpoint's own declaration would accept every part of the request. */
function wouldValidate(request: FuzzRequest): boolean {
  const { endpoint } = request;
  if (endpoint.params && !endpoint.params.safeParse(request.params).success) return false;
  if (endpoint.query && !endpoint.query.safeParse(request.query).success) return false;
  if (!endpoint.body) return true;
  if (request.body === undefined || request.body.trim() === '') {
    return endpoint.body.safeParse({}).success;
  }
  try {
    return endpoint.body.safeParse(JSON.parse(request.body)).success;
  } catch {
    return false;
  }
}

/** A NUL anywhere is refused by the server's net before any handler runs. */
const holdsNul = (request: FuzzRequest) =>
  JSON.stringify([request.params, request.query, request.body ?? '']).includes('\\u0000');

/**
 * A request for the endpoint, or null when every try was one an endpoint that changes data
 * would accept (those are never sent: the contract files share one server and its data).
 */
export function generate(endpoint: EndpointDef, random: Random): FuzzRequest | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const request: FuzzRequest = {
      endpoint,
      params: paramsOf(endpoint, random),
      query: queryOf(endpoint, random),
      headers: headersOf(endpoint, random),
    };
    const body = endpoint.method === 'GET' ? undefined : bodyOf(endpoint, random);
    if (body !== undefined) request.body = body;
    if (!mayChangeData(endpoint) || holdsNul(request) || !wouldValidate(request)) return request;
  }
  return null;
}
