import { expect } from 'vitest';
import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { call, type CallOptions } from '../helpers/api';

/** Calls an endpoint, expects success and an answer that validates against its declaration. */
export async function ok<T = unknown>(endpoint: EndpointDef, options: CallOptions): Promise<T> {
  const reply = await call(endpoint, options);
  expect(reply.status, endpoint.id).toBe(200);
  expect(reply.body.code, `${endpoint.id}: ${reply.body.message}`).toBe(200);
  const parsed = endpoint.data.safeParse(reply.body.data);
  expect(parsed.error?.issues ?? [], endpoint.id).toEqual([]);
  return reply.body.data as T;
}

/** Exact cents of a decimal string with two places ("-12.30" → -1230n). */
export function cents(amount: string): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`not a two-place decimal: ${amount}`);
  const value = BigInt(match[2] ?? '0') * 100n + BigInt(match[3] ?? '0');
  return match[1] === '-' ? -value : value;
}

export function centsText(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export interface Page<Row> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: Row[];
}
