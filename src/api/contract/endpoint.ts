import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the body of a response is read: JSON envelope, or a file (blob) for downloads. */
export type ResponseKind = 'json' | 'download';

/**
 * One endpoint of the documented API, declared once and imported by both the worker's HTTP
 * client and the reference server. `path` is a template: `{product}` is the configured product
 * code and any other `{name}` is taken from `params`.
 */
export interface EndpointDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly data: Data;
  /** Public endpoints (login, analytics beacons) need no token. */
  readonly public?: boolean;
  readonly responseKind?: ResponseKind;
}

export function defineEndpoint<
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
  Data extends z.ZodType = z.ZodType,
>(def: EndpointDef<Params, Query, Body, Data>): EndpointDef<Params, Query, Body, Data> {
  return def;
}

type InputOf<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.input<S> : never;

/** What a caller hands to the client for one endpoint; absent parts are left out. */
export type EndpointInput<E> =
  E extends EndpointDef<infer P, infer Q, infer B, z.ZodType>
    ? DropUndefined<{ params: InputOf<P>; query: InputOf<Q>; body: InputOf<B> }>
    : never;

export type EndpointData<E> =
  E extends EndpointDef<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;

type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** Fills `{product}` and `{name}` placeholders; values are URI-encoded. */
export function resolvePath(
  template: string,
  productCode: string,
  params: Record<string, unknown> | undefined,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'product') return productCode;
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
