import type { Context } from 'hono';
import type { z } from 'zod';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { COMMAND_ID_HEADER, ResultCode, type Envelope } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { authenticate, type SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { BusinessError } from './business-error';
import { COMMAND_ID_PATTERN, runCommand } from './commands';
import { businessEnvelope, failureEnvelope, successEnvelope } from './envelopes';
import { requestLanguage } from './language';
import { readInput, type PartOutput } from './read-input';
import { accessOf, describeAccess, type RouteAccess } from './route-access';
import { passesAccess } from './route-access-check';
import { ROUTE_ACCESS } from './route-access-table';
import type { ApiMount, ServerContext } from './server-context';

export interface RouteOptions {
  /**
   * A command: runs in one transaction and, when the request carries `x-command-id`, at most
   * once per user and id (a repeat gets the first answer).
   */
  command?: boolean;
}

export interface PublicInput<P, Q, B> {
  params: PartOutput<P>;
  query: PartOutput<Q>;
  body: PartOutput<B>;
  /** The server's database, or the command's transaction. */
  db: Db;
  lang: Language;
  server: ServerContext;
  request: Context;
}

export interface AuthedInput<P, Q, B> extends PublicInput<P, Q, B> {
  user: SessionUser;
}

type Handler<I, D extends z.ZodType> = (input: I) => Promise<z.input<D>>;

/**
 * A handler with slow work that must not run inside its command's transaction (on PGlite an open
 * transaction holds the one connection, so every other user would wait for it): reading an
 * uploaded sheet. `prepare` runs after the gate and the input check, on the server's database,
 * before the transaction opens; `handle` runs as usual and receives its outcome, a rejection
 * included, so a command stores a refusal found while preparing as its answer like any other.
 */
export interface PreparedHandler<I, R, D extends z.ZodType> {
  prepare: (input: I) => Promise<R>;
  handle: (input: I & { prepared: Promise<R> }) => Promise<z.input<D>>;
}

/** Thrown when a handler's answer breaks its declaration: a server bug, answered as 500. */
export class ContractViolation extends Error {
  constructor(endpointId: string, problems: string) {
    super(`answer of ${endpointId} does not match its declaration: ${problems}`);
    this.name = 'ContractViolation';
  }
}

/** Mounts an endpoint that needs a signed-in user (header `token`). */
export function route<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
  R = never,
>(
  api: ApiMount,
  endpoint: EndpointDef<P, Q, B, D>,
  handler: Handler<AuthedInput<P, Q, B>, D> | PreparedHandler<AuthedInput<P, Q, B>, R, D>,
  options: RouteOptions = {},
): void {
  if (endpoint.public) throw new Error(`${endpoint.id} is public: mount it with publicRoute`);
  if (typeof handler === 'function') {
    mount(api, endpoint, options, signedInGate(api, endpoint, handler));
    return;
  }
  const gate = signedInGate<P, Q, B>(api, endpoint, () => Promise.resolve(undefined));
  mount(api, endpoint, options, async (c, lang) => {
    const passed = await gate(c, lang);
    if ('fail' in passed || !passed.user) return passed;
    const user = passed.user;
    return {
      user,
      prepare: (input) => handler.prepare({ ...input, user }),
      run: (input, prepared) =>
        handler.handle({ ...input, user, prepared: prepared as Promise<R> }),
    };
  });
}

/**
 * The route's access, from the one table (server/http/route-access-table.ts), recorded in the
 * registry. Throws, so the server refuses to start, when the endpoint declares none.
 */
export function registerAccess(api: ApiMount, endpoint: EndpointDef): RouteAccess {
  const access = accessOf(api.access ?? ROUTE_ACCESS, endpoint);
  api.routes?.push({
    id: endpoint.id,
    method: endpoint.method,
    path: honoPath(endpoint.path, api.server.productCode),
    access: describeAccess(access),
  });
  return access;
}

/**
 * The token and the route's declared access before the handler runs, and before the input is
 * read: a caller who may not use the endpoint learns nothing from its validation.
 */
export function signedInGate<P, Q, B>(
  api: ApiMount,
  endpoint: EndpointDef,
  handler: (input: AuthedInput<P, Q, B>) => Promise<unknown>,
): (c: Context, lang: Language) => Promise<Gate<P, Q, B>> {
  const access = registerAccess(api, endpoint);
  return async (c, lang) => {
    const token = c.req.header('token')?.trim();
    if (!token) return { fail: failureEnvelope(ResultCode.sessionExpired, 'tokenMissing', lang) };
    const user = await authenticate(api.server.db, token);
    if (!user) return { fail: failureEnvelope(ResultCode.tokenInvalid, 'tokenInvalid', lang) };
    if (!(await passesAccess(api.server.db, user, access))) {
      return { fail: failureEnvelope(ResultCode.forbidden, 'forbidden', lang) };
    }
    return {
      user,
      run: (input: PublicInput<P, Q, B>) => handler({ ...input, user }),
    };
  };
}

/** Mounts an endpoint the declaration marks `public` (no token). */
export function publicRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
>(
  api: ApiMount,
  endpoint: EndpointDef<P, Q, B, D>,
  handler: Handler<PublicInput<P, Q, B>, D>,
  options: RouteOptions = {},
): void {
  if (!endpoint.public) throw new Error(`${endpoint.id} needs a token: mount it with route`);
  registerAccess(api, endpoint);
  mount(api, endpoint, options, async () => ({ user: null, run: handler }));
}

export type Gate<P, Q, B> =
  | { fail: Envelope }
  | {
      user: SessionUser | null;
      /** Work before the command's transaction (PreparedHandler). */
      prepare?: (input: PublicInput<P, Q, B>) => Promise<unknown>;
      run: (input: PublicInput<P, Q, B>, prepared?: Promise<unknown>) => Promise<unknown>;
    };

/** `{product}` becomes the configured code; `{name}` becomes Hono's `:name`. */
export function honoPath(template: string, productCode: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'product' ? productCode : `:${name}`,
  );
}

function mount<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  api: ApiMount,
  endpoint: EndpointDef<P, Q, B, D>,
  options: RouteOptions,
  gate: (c: Context, lang: Language) => Promise<Gate<P, Q, B>>,
): void {
  const { server } = api;
  api.app.on(endpoint.method, honoPath(endpoint.path, server.productCode), async (c) => {
    const lang = requestLanguage(c.req.header('x-language'));
    const passed = await gate(c, lang);
    if ('fail' in passed) return c.json(passed.fail);

    const read = await readInput(c, endpoint, lang);
    if (!read.ok) return c.json(read.envelope);
    const input = read.input as {
      params: PartOutput<P>;
      query: PartOutput<Q>;
      body: PartOutput<B>;
    };

    // The answer is checked against the declaration before it leaves (and, for a command, before
    // its transaction commits): a mismatch is our bug and must not reach the client as data.
    let prepared: Promise<unknown> | undefined;
    if (passed.prepare) {
      prepared = passed.prepare({ ...input, db: server.db, lang, server, request: c });
      // Settled before the transaction opens; its rejection is the handler's to answer.
      await prepared.catch(() => undefined);
    }
    const work = async (db: Db) => {
      const data = await passed.run({ ...input, db, lang, server, request: c }, prepared);
      const checked = endpoint.data.safeParse(data);
      if (!checked.success) {
        const problems = checked.error.issues.map(
          (i) => `${i.path.join('.') || '(data)'}: ${i.message}`,
        );
        throw new ContractViolation(endpoint.id, problems.join('; '));
      }
      return checked.data;
    };

    if (options.command) {
      const commandId = c.req.header(COMMAND_ID_HEADER);
      if (commandId !== undefined && !COMMAND_ID_PATTERN.test(commandId)) {
        return c.json(
          businessEnvelope(
            BusinessError.badRequest('invalidCommandId', { header: COMMAND_ID_HEADER }),
            lang,
          ),
        );
      }
      const outcome = await runCommand(
        server.db,
        { userId: passed.user?.id ?? '', commandId, endpointId: endpoint.id },
        lang,
        work,
      );
      // Lets tests and logs tell a replay from a fresh answer; the body is the same either way.
      if (outcome.replayed) c.header('x-command-replayed', 'true');
      return c.json(outcome.envelope);
    }

    try {
      return c.json(successEnvelope(await work(server.db)));
    } catch (error) {
      if (error instanceof BusinessError) return c.json(businessEnvelope(error, lang));
      throw error;
    }
  });
}
