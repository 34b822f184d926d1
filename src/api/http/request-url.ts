import { resolvePath } from '../contract/endpoint';

export interface RequestUrlParts {
  /** Configured API base: `/` (documented default), a path prefix, or an absolute URL. */
  apiBase: string;
  /** Origin a relative base is resolved against; the worker passes its `location.origin`. */
  baseOrigin?: string;
  productCode: string;
  path: string;
  params?: Record<string, unknown>;
  query?: unknown;
}

/** The absolute URL of one request: base + resolved path template + query string. */
export function buildRequestUrl(parts: RequestUrlParts): string {
  const joined = joinBase(parts.apiBase, resolvePath(parts.path, parts.productCode, parts.params));
  const url = toAbsolute(joined, parts.baseOrigin);
  appendQuery(url.searchParams, parts.query);
  return url.href;
}

function joinBase(base: string, path: string): string {
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${trimmedBase}${path.startsWith('/') ? path : `/${path}`}`;
}

function toAbsolute(joined: string, baseOrigin: string | undefined): URL {
  if (/^[a-z][a-z\d+.-]*:/i.test(joined)) return new URL(joined);
  if (!baseOrigin) {
    throw new Error(`cannot resolve the relative API base "${joined}" without a base origin`);
  }
  return new URL(joined, baseOrigin);
}

/** Absent values (undefined, null) are left out rather than sent as the text "undefined". */
function appendQuery(search: URLSearchParams, query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = queryText(item);
      if (text !== undefined) search.append(key, text);
    }
  }
}

function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
