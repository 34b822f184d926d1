import { inject } from 'vitest';
import { resolvePath, type EndpointDef } from '../../../src/api/contract/endpoint';
import { COMMAND_ID_HEADER } from '../../../src/api/contract/envelope';
import { login } from '../../../src/api/endpoints/auth/login';
import { runtimeConfigSchema, type RuntimeConfig } from '../../../src/shared/config/runtime-config';
import { encryptLoginField, encryptLoginPassword } from './encrypt-login';

export const DEMO_PASSWORD = 'Demo#2026';
export const PRODUCT = 'scf';
export const APP_ID = 'scf-portal';

/** An answer as the client sees it: the HTTP status and the parsed body. */
export interface Reply {
  status: number;
  headers: Headers;
  // Tests read fields freely; the contract tests validate shapes with the declarations.
  body: { code: number; message: string; messageKey?: string; data?: unknown };
}

export interface CallOptions {
  token?: string;
  language?: string;
  commandId?: string;
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is (for invalid JSON); overrides `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  baseUrl?: string;
}

export function serverUrl(): string {
  return inject('serverUrl');
}

/** Calls a declared endpoint with the headers the portal sends (appId, token, x-language). */
export function call(endpoint: EndpointDef, options: CallOptions = {}): Promise<Reply> {
  const path = resolvePath(endpoint.path, PRODUCT, options.params);
  return request(endpoint.method, path, options);
}

export async function request(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const url = new URL(path, options.baseUrl ?? serverUrl());
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    appId: APP_ID,
    'x-language': options.language ?? 'en-US',
    Accept: 'application/json',
    ...options.headers,
  };
  if (options.token) headers.token = options.token;
  if (options.commandId) headers[COMMAND_ID_HEADER] = options.commandId;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: Reply['body'];
  try {
    parsed = JSON.parse(text) as Reply['body'];
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export async function portalConfig(baseUrl = serverUrl()): Promise<RuntimeConfig> {
  const response = await fetch(new URL('/portal-config.json', baseUrl));
  return runtimeConfigSchema.parse(await response.json());
}

/**
 * The login body for a user name and password, encrypted with the server's published key; the
 * password sealed with a fresh timestamp and nonce unless `stamp` says otherwise.
 */
export async function loginBody(
  userName: string,
  password: string,
  baseUrl = serverUrl(),
  stamp: { ts?: number; nonce?: string } = {},
) {
  const { loginPublicKey } = await portalConfig(baseUrl);
  return {
    userName: await encryptLoginField(loginPublicKey, userName),
    password: await encryptLoginPassword(loginPublicKey, password, stamp),
    loginName: userName,
    type: 1 as const,
  };
}

/** Signs in a demo user and returns the token; fails the test on anything but success. */
export async function signIn(userName: string, baseUrl = serverUrl()): Promise<string> {
  const reply = await call(login, {
    body: await loginBody(userName, DEMO_PASSWORD, baseUrl),
    baseUrl,
  });
  const data = reply.body.data as { token?: string } | undefined;
  if (reply.body.code !== 200 || !data?.token) {
    throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(reply.body)}`);
  }
  return data.token;
}

/** A fresh command id per call, so tests never collide with each other. */
export function newCommandId(label: string): string {
  return `${label}-${crypto.randomUUID()}`;
}
