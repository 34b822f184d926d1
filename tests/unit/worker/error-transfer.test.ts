import { afterEach, describe, expect, it } from 'vitest';
import { expose, wrap, type Remote } from 'comlink';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { ApiError } from '../../../src/shared/errors/api-error';
import { registerErrorTransfer } from '../../../src/shared/errors/transfer';

/** A real Comlink round trip over a MessageChannel, as between the UI and the worker. */
function connect<T extends object>(api: T): { remote: Remote<T>; close: () => void } {
  const { port1, port2 } = new MessageChannel();
  expose(api, port1 as unknown as Parameters<typeof expose>[1]);
  const remote = wrap<T>(port2 as unknown as Parameters<typeof wrap>[0]);
  return {
    remote,
    close: () => {
      (port1 as MessagePort).close();
      (port2 as MessagePort).close();
    },
  };
}

describe('errors crossing the worker boundary', () => {
  let close: () => void = () => undefined;
  afterEach(() => close());

  it('keeps the kind, code, message and message key of an ApiError', async () => {
    registerErrorTransfer();
    const link = connect({
      fail: (): string => {
        throw new ApiError({
          kind: 'business',
          code: 1003,
          message: 'Wrong user name or password',
          messageKey: 'login.error.bad_credentials',
        });
      },
    });
    close = link.close;
    const error = await link.remote.fail().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 1003,
      message: 'Wrong user name or password',
      messageKey: 'login.error.bad_credentials',
    });
  });

  it('still rejects (never resolves) for a plain Error, keeping its name and message', async () => {
    registerErrorTransfer();
    const link = connect({
      fail: async () => {
        throw new TypeError('boom');
      },
    });
    close = link.close;
    await expect(link.remote.fail()).rejects.toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('leaves successful answers untouched', async () => {
    registerErrorTransfer();
    const link = connect({ ok: () => ({ value: 1 }) });
    close = link.close;
    await expect(link.remote.ok()).resolves.toEqual({ value: 1 });
  });
});
