import type { EndpointDef, HttpMethod } from '../contract/endpoint';
import type { HttpClientConfig } from './client';
import type { RequestIdentity } from './request-keys';
import { buildRequestHeaders } from './request-headers';
import { parseEndpointInput } from './request-input';
import { buildRequestUrl } from './request-url';

const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

export interface PreparedRequest {
  endpoint: EndpointDef;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON text; never set for GET. */
  body?: string;
  /** Read once so that headers, cache key and dedupe key describe the same user. */
  identity: RequestIdentity;
}

export interface PrepareContext {
  config: HttpClientConfig;
  baseOrigin: string | undefined;
  identity: RequestIdentity;
}

export interface PrepareOptions {
  accept: string;
  headers?: Record<string, string>;
  withBody?: boolean;
}

export function prepareRequest(
  endpoint: EndpointDef,
  input: unknown,
  context: PrepareContext,
  options: PrepareOptions,
): PreparedRequest {
  const parsed = parseEndpointInput(endpoint, input, { withBody: options.withBody ?? true });
  const url = buildRequestUrl({
    apiBase: context.config.apiBase,
    ...(context.baseOrigin !== undefined ? { baseOrigin: context.baseOrigin } : {}),
    productCode: context.config.productCode,
    path: endpoint.path,
    ...(parsed.params !== undefined ? { params: parsed.params } : {}),
    query: parsed.query,
  });
  const body =
    endpoint.method !== 'GET' && parsed.body !== undefined
      ? JSON.stringify(parsed.body)
      : undefined;
  const { identity } = context;
  const headers = buildRequestHeaders({
    appId: context.config.appId,
    token: identity.token,
    language: identity.language,
    companyRole: identity.companyRole,
    accept: options.accept,
    ...(body !== undefined ? { contentType: JSON_CONTENT_TYPE } : {}),
    ...(options.headers ? { extra: options.headers } : {}),
  });
  return {
    endpoint,
    method: endpoint.method,
    url,
    headers,
    ...(body !== undefined ? { body } : {}),
    identity,
  };
}

/** fetch's init for a prepared request; the signal is the request scope's. */
export function fetchInit(
  request: PreparedRequest,
  signal: AbortSignal,
  keepalive = false,
  priority?: RequestPriority,
): RequestInit {
  const init: RequestInit = { method: request.method, headers: request.headers, signal };
  if (request.body !== undefined) init.body = request.body;
  if (keepalive) init.keepalive = true;
  if (priority) init.priority = priority;
  return init;
}
