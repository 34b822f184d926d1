import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/api';
import { PDF_START } from './fixtures';
import { multipartOf, padded, postRaw } from './raw-upload';

const MB = 1024 * 1024;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** Issue 16: a refused oversized body must not leave its connection unusable. */
describe('the connection after a refused upload', () => {
  it('answers the next request on the same keep-alive connection', async () => {
    const token = await signIn('supplier');
    const small = () => multipartOf('ok.pdf', padded(1000, PDF_START), 'application/pdf');

    const before = await postRaw({ token, agent, ...small() });
    expect(before.json.code).toBe(200);

    // 20 MB and a half: refused at 20 MB, the rest read and dropped.
    const big = multipartOf('big.pdf', padded(20.5 * MB, PDF_START), 'application/pdf');
    const refused = await postRaw({ token, agent, ...big });
    expect(refused.json).toMatchObject({ code: 400, messageKey: 'common.upload.file_maxsize_tip' });
    expect(refused.headers.connection).not.toBe('close');

    const after = await postRaw({ token, agent, ...small() });
    expect(after.json.code).toBe(200);
    expect(after.localPort).toBe(refused.localPort);
    expect(after.localPort).toBe(before.localPort);
  });

  it('refuses a body announced over 200 MB without reading it, and closes that connection', async () => {
    const token = await signIn('supplier');
    const reply = await postRaw({
      token,
      contentLength: 300 * MB,
      body: padded(MB, PDF_START).chunks(),
    });
    expect(reply.json).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(reply.json.message).toContain('larger than 200 MB');
    expect(reply.headers.connection).toBe('close');
  });
});
