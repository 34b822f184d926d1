import type { OutboxRecord } from '../../../db/records';
import { ApiError } from '../../../shared/errors/api-error';

interface Commands {
  flush: () => Promise<void>;
  get: (id: string) => Promise<OutboxRecord | undefined>;
}

/**
 * Sends the outbox and looks at how each of these commands ended: the first refusal is thrown
 * as the server's error (its message key translated by the toast). One still pending (offline,
 * a retry scheduled) is not an error: the outbox shows it and delivers it later.
 */
export async function settleCommands(commands: Commands, ids: readonly string[]): Promise<void> {
  await commands.flush();
  for (const id of ids) {
    const record = await commands.get(id);
    if (record?.status !== 'failed') continue;
    const error = record.error;
    throw new ApiError({
      kind: 'business',
      code: error?.code ?? 0,
      message: error?.message ?? '',
      ...(error?.messageKey !== undefined ? { messageKey: error.messageKey } : {}),
    });
  }
}
