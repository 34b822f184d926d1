import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The key a client is throttled by: the socket's remote address, never X-Forwarded-For (any
 * client can write that header; a deployment behind a proxy must configure the proxy instead).
 * IPv4-mapped IPv6 is the IPv4 address; other IPv6 addresses count by their /64, because one
 * host usually holds a whole /64 and could otherwise take a fresh address per guess.
 */
export function clientAddressKey(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No Node socket (a request made in-process, e.g. app.request in a test).
  }
  return addressKey(address);
}

export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [''];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
