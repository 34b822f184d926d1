import { afterEach, describe, expect, it } from 'vitest';
import { expose, wrap, type Remote } from 'comlink';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { interpretReply } from '../../../src/api/http/interpret-reply';
import { ApiError } from '../../../src/shared/errors/api-error';
import { registerErrorTransfer } from '../../../src/shared/errors/transfer';
import { storageKinds } from '../db/storage-kinds';
import { senderHarness } from './sender-harness';

const context = { endpointId: 'pages.recordSave', isOnLoginPage: false, hasNoticeToken: false };

// The record save's validation envelope (server/forms/records/field-problems.ts).
const fields = [
  {
    field: 'poNo',
    message: 'PO number is already used by another record',
    key: 'common.validation.record.number_taken',
    params: {},
  },
  { field: 'lines.1.quantity', message: 'Quantity must be more than 0' },
];
const refusal = {
  status: 200,
  statusText: 'OK',
  body: {
    code: 400,
    message: 'Invalid request: PO number: is already used; Order lines 2: Quantity: …',
    messageKey: 'common.error.bad_request',
    // A malformed entry is dropped, not trusted.
    data: { fields: [...fields, { field: 7 }] },
  },
};

function refusedError(): ApiError {
  const outcome = interpretReply(refusal, context);
  if (outcome.ok) throw new Error('a 400 envelope was read as success');
  return outcome.error;
}

describe('a refused command keeps its field problems (issue 17)', () => {
  let close: () => void = () => undefined;
  afterEach(() => close());

  it('reads data.fields of the validation envelope onto the ApiError', () => {
    const error = refusedError();
    expect(error.code).toBe(400);
    expect(error.fields).toEqual(fields);
    expect(error.toJSON().fields).toEqual(fields);
  });

  it('leaves fields off an envelope without them', () => {
    const outcome = interpretReply(
      { ...refusal, body: { code: 400, message: 'User name is taken', data: null } },
      context,
    );
    expect(outcome.ok ? null : outcome.error.fields).toBeUndefined();
  });

  it('carries the fields across the worker boundary', async () => {
    registerErrorTransfer();
    const { port1, port2 } = new MessageChannel();
    expose({ fail: () => Promise.reject(refusedError()) }, port1 as never);
    const remote: Remote<{ fail: () => Promise<void> }> = wrap(port2 as never);
    close = () => {
      (port1 as MessagePort).close();
      (port2 as MessagePort).close();
    };
    const thrown = await remote.fail().then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).fields).toEqual(fields);
  });

  it.each(storageKinds)('stores them on the failed outbox record (%s)', async (_kind, make) => {
    const storage = await make();
    const h = senderHarness(storage);
    const command = await h.append('pages.recordSave', { pageId: 'trading-purchase' });
    h.respondWith(() => Promise.reject(refusedError()));

    await h.sender.flush();

    const record = await storage.outbox.get(command.id);
    expect(record?.status).toBe('failed');
    expect(record?.error).toEqual({
      code: 400,
      message: refusal.body.message,
      messageKey: 'common.error.bad_request',
      fields,
    });
  });
});
