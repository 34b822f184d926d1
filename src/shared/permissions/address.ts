import type { QueryInput } from './navigation-types';

/** A copy, so that removing a parameter never changes the caller's object. */
export function toSearchParams(query: QueryInput): URLSearchParams {
  if (typeof query === 'string' || query instanceof URLSearchParams)
    return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, value);
  }
  return params;
}

/** The parameter's value when it has one; an empty `?news=` counts as absent. */
export function paramValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value.trim() === '' ? null : value;
}

export function without(params: URLSearchParams, name: string): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(name);
  return rest;
}

export function addressOf(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
