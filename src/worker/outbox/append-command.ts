import { v7 as uuidv7 } from 'uuid';
import type { OutboxStore } from '../../db/storage';

export interface CommandReceipt {
  id: string;
  seq: number;
}

export interface AppendDeps {
  now?: () => number;
  /** UUIDv7 by default: time-ordered, so ids sort roughly like seq in server logs. */
  newId?: () => string;
}

/**
 * Records a user's change before anything is sent. It resolves once the record is committed
 * (strict durability on IndexedDB), which is the moment the UI may say "saved": from then on
 * a reload, crash or offline spell cannot lose it, and its id makes a re-send harmless.
 */
export async function appendCommand(
  store: OutboxStore,
  type: string,
  payload: unknown,
  deps: AppendDeps = {},
): Promise<CommandReceipt> {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? uuidv7;
  const record = await store.append({ id: newId(), type, payload, at: now() });
  return { id: record.id, seq: record.seq };
}
