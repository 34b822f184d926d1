import { proxy } from 'comlink';
import { validateCommand } from './validate-command';
import type { CommandPayload, CommandType } from './command-types';
import type { OutboxRecord } from '../../db/records';
import type { CoreServices } from '../core/create-core';

/** The outbox: commands issued, retried or discarded, and the open ones listed. */
export function commandsNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** Resolves once the command is durably in the outbox: that is when the UI may say "saved". */
    async issue<T extends CommandType>(
      type: T,
      payload: CommandPayload<T>,
    ): Promise<{ id: string; seq: number }> {
      const c = await core;
      return c.sender.append(type, validateCommand(type, payload));
    },
    async get(id: string): Promise<OutboxRecord | undefined> {
      return (await core).storage.outbox.get(id);
    },
    /** Pending and failed commands, for the UI's outbox view; applied ones are history. */
    async open(): Promise<OutboxRecord[]> {
      const all = await (await core).storage.outbox.list();
      return all.filter(
        (r) => r.status === 'pending' || r.status === 'sent' || r.status === 'failed',
      );
    },
    async retry(id: string, payload?: unknown): Promise<{ id: string; seq: number }> {
      const c = await core;
      return c.sender.retryFailed(id, payload === undefined ? undefined : { payload });
    },
    async discard(id: string): Promise<void> {
      await (await core).sender.discardFailed(id);
    },
    async flush(): Promise<void> {
      await (await core).sender.flush();
    },
  });
}
