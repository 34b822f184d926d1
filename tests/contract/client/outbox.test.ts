import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { preferenceDetail } from '../../../src/api/endpoints/preferences/preference-detail';
import { createOutboxSender } from '../../../src/worker/outbox/outbox-sender';
import { uncontendedLock } from '../../../src/worker/outbox/outbox-lock';
import { createCommandSender } from '../../../src/worker/commands/send-command';
import { validateCommand } from '../../../src/worker/commands/validate-command';
import type { OutboxRecord } from '../../../src/db/records';
import { DEMO_PASSWORD } from '../helpers/api';
import { createPortalClient } from './portal-client';

async function signedIn(user = 'supplier') {
  const client = await createPortalClient();
  await client.session.login(user, DEMO_PASSWORD);
  const send = createCommandSender(client.http);
  const sent: string[] = [];
  const sender = createOutboxSender({
    store: client.storage.outbox,
    send: (command, signal) => {
      sent.push(command.id);
      return send(command, signal);
    },
    lock: uncontendedLock,
  });
  return { client, sender, send, sent };
}

describe('the command outbox against the reference server', () => {
  it('applies commands in order and records the answers', async () => {
    const { client, sender } = await signedIn();
    const key = `contract.order.${Date.now()}`;
    for (const value of ['"a"', '"b"', '"c"']) {
      await sender.append('preferences.save', validateCommand('preferences.save', { key, value }));
    }
    await sender.flush();
    const records = await client.storage.outbox.list();
    expect(records.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const stored = await client.http.call(preferenceDetail, { query: { key } });
    expect(stored.valueLong).toBe('"c"');
  });

  it('sends a command left "sent" by a crash again with the same id, applied once', async () => {
    const { client, send } = await signedIn();
    const key = `contract.crash.${Date.now()}`;
    const first = await client.storage.outbox.append({
      id: uuidv7(),
      type: 'preferences.save',
      payload: { key, value: '"first"' },
      at: Date.now(),
    });
    // The request reached the server, then the tab died before the answer was recorded.
    await client.storage.outbox.markSent(first.id, Date.now());
    const answer1 = await send(first, new AbortController().signal);
    // Meanwhile the value changed through another command…
    const later = { ...first, id: uuidv7(), payload: { key, value: '"later"' } } as OutboxRecord;
    await send(later, new AbortController().signal);
    // …so re-applying the crashed command would overwrite it. The server answers the repeat instead.
    const sent: string[] = [];
    const sender = createOutboxSender({
      store: client.storage.outbox,
      send: (command, signal) => {
        sent.push(command.id);
        return send(command, signal);
      },
      lock: uncontendedLock,
    });
    await sender.flush();
    expect(sent).toEqual([first.id]);
    const record = await client.storage.outbox.get(first.id);
    expect(record?.status).toBe('applied');
    expect(record?.result).toEqual(answer1);
    expect((await client.http.call(preferenceDetail, { query: { key } })).valueLong).toBe(
      '"later"',
    );
  });

  it('marks a command the server rejects for good as failed, keeping its draft, and moves on', async () => {
    const { client, sender } = await signedIn('limited');
    // `limited` may not save translations: a permanent 403.
    const draft = { langKey: 'en-US' as const, namespace: 'portal', value: '{"x":"y"}' };
    const rejected = await sender.append(
      'translations.save',
      validateCommand('translations.save', draft),
    );
    const key = `contract.after-reject.${Date.now()}`;
    const next = await sender.append('preferences.save', { key, value: '1' });
    await sender.flush();
    const failed = await client.storage.outbox.get(rejected.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error?.code).toBe(403);
    expect(failed?.payload).toEqual(draft);
    expect((await client.storage.outbox.get(next.id))?.status).toBe('applied');
  });

  it('refuses a malformed command before it enters the outbox', async () => {
    expect(() => validateCommand('preferences.save', { key: '', value: 1 })).toThrowError(/key/);
  });
});
