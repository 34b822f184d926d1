import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePath } from '../../src/api/contract/endpoint';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { DRAIN_MAX_BYTES } from '../../server/http/drain-body';
import { APP_ID, PRODUCT, serverUrl, signIn } from './helpers/api';

const MB = 1024 * 1024;

interface Answer {
  code: number;
  connection: string | undefined;
  localPort: number | undefined;
}

/** Posts a JSON body of `bytes` bytes with node:http on `agent` (one socket, kept alive). */
function post(agent: Agent, path: string, bytes: number, token?: string): Promise<Answer> {
  return send(agent, 'POST', path, token, JSON.stringify({ filler: 'x'.repeat(bytes) }));
}

const get = (agent: Agent, path: string, token: string) => send(agent, 'GET', path, token);

function send(
  agent: Agent,
  method: string,
  path: string,
  token?: string,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, serverUrl()),
      {
        method,
        agent,
        headers: {
          appId: APP_ID,
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(body)),
              }),
          ...(token ? { token } : {}),
        },
      },
      (res) => {
        const localPort = res.socket.localPort;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            code: (JSON.parse(text) as { code: number }).code,
            connection: res.headers.connection,
            localPort,
          }),
        );
      },
    );
    // The server may answer before the body is all written; that is the case under test.
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A POST announcing `declared` bytes that sends only `sent` of them, then waits for the answer
 * (which must come at once: nothing more will arrive) and drops the request.
 */
function announce(agent: Agent, path: string, declared: number, sent: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, serverUrl()),
      {
        method: 'POST',
        agent,
        headers: {
          appId: APP_ID,
          'content-type': 'application/json',
          'content-length': String(declared),
        },
      },
      (res) => {
        const localPort = res.socket.localPort;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({
            code: (JSON.parse(text) as { code: number }).code,
            connection: res.headers.connection,
            localPort,
          });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    req.write('{"filler":"' + 'x'.repeat(sent));
  });
}

const postPath = resolvePath(queryDueBalance.path, PRODUCT, undefined);
const infoPath = resolvePath(userInfo.path, PRODUCT, undefined);

/**
 * Issue 16: an answer given before the body was read (no token, a body over the 4 MB JSON limit)
 * left the rest of the body on the connection, and @hono/node-server destroyed the socket after
 * 500 ms without saying so: the client's next request on it failed with "socket hang up".
 */
describe('a keep-alive connection after a refused body', () => {
  const agents: Agent[] = [];
  const oneSocket = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  afterAll(() => agents.forEach((a) => a.destroy()));

  it('answers the next request on the same connection after a 401 to a 1 MB body', async () => {
    const agent = oneSocket();
    const first = await post(agent, postPath, MB);
    expect(first.code).toBe(401);
    expect(first.connection).not.toBe('close');
    const token = await signIn('supplier');
    const second = await get(agent, infoPath, token);
    expect(second.code).toBe(200);
    expect(second.localPort).toBe(first.localPort);
  });

  it('answers the next request on the same connection after a body over the JSON limit', async () => {
    const agent = oneSocket();
    const token = await signIn('supplier');
    const refused = await post(agent, postPath, 5 * MB, token);
    expect(refused.code).toBe(400);
    const next = await get(agent, infoPath, token);
    expect(next.code).toBe(200);
    expect(next.localPort).toBe(refused.localPort);
  });

  it('drops a 20 MB body refused at its header and keeps the connection', async () => {
    const agent = oneSocket();
    const token = await signIn('supplier');
    const refused = await post(agent, postPath, 20 * MB, token);
    expect(refused.code).toBe(400);
    expect(refused.connection).not.toBe('close');
    const next = await get(agent, infoPath, token);
    expect(next.code).toBe(200);
    expect(next.localPort).toBe(refused.localPort);
  });

  it('closes the connection, saying so, when the body is announced too large to drop', async () => {
    const agent = oneSocket();
    // Announced past what is ever dropped; the client sends a little and waits for the answer.
    const refused = await announce(agent, postPath, DRAIN_MAX_BYTES + MB, MB);
    expect(refused.code).toBe(400);
    expect(refused.connection).toBe('close');
    // A new connection serves the next request.
    const token = await signIn('supplier');
    expect((await get(agent, infoPath, token)).code).toBe(200);
  });
});
