import type { EndpointDef } from '../../../../src/api/contract/endpoint';

/**
 * Every endpoint declared under src/api/endpoints, found by walking each module's exports (a
 * declaration may sit in a list or a record: declared lists, exports, imports), one per
 * method and path. Nothing to keep in step by hand: a new declaration is fuzzed as it lands.
 */
export function declaredEndpoints(): EndpointDef[] {
  const modules = import.meta.glob<Record<string, unknown>>(
    '../../../../src/api/endpoints/**/*.ts',
    {
      eager: true,
    },
  );
  const found = new Map<string, EndpointDef>();
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    if (isEndpoint(value)) {
      found.set(`${value.method} ${value.path}`, value);
      return;
    }
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const module of Object.values(modules)) visit(module, 0);
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function isEndpoint(value: object): value is EndpointDef {
  const v = value as Partial<EndpointDef>;
  return (
    typeof v.id === 'string' &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    typeof v.data === 'object'
  );
}

/** Path placeholders other than `{product}`. */
export function pathParams(endpoint: EndpointDef): string[] {
  return [...endpoint.path.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1] as string)
    .filter((name) => name !== 'product');
}

const READ_ONLY_ID =
  /list|query|search|detail|export|count|amount|balance|sync|verify|config|summary|personinfo|geturl|template|attachments$|userinfo|menus|businesstype|loginall/i;

/**
 * Whether a request that validates may change data other contract files rely on (they share
 * one server). Such endpoints are only sent input their own declaration refuses, or that holds
 * a NUL (refused by the server's net before any handler).
 */
export function mayChangeData(endpoint: EndpointDef): boolean {
  return !READ_ONLY_ID.test(endpoint.id) || endpoint.id === 'session.roleChange';
}
