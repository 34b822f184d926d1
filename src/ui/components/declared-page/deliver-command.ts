import type { TFunction } from 'i18next';
import { translateKey } from '../../core/error-text';
import type { Core } from '../../core/bridge';

/** What became of a command once the outbox tried to deliver it. */
export type Delivery =
  /** `recordId`: the id the server gave the saved record (a created one's is new). */
  | { kind: 'applied'; recordId: string | null }
  /** Still queued (offline, or the server is busy): it will be sent later. */
  | { kind: 'queued' }
  | { kind: 'rejected'; text: string };

// A record save answers `{ pageId, id, status }`; other commands answer what they answer.
function recordIdOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  const { id } = result as { id: unknown };
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Waits for one delivery attempt of a command and says how it went. A rejection carries the
 * server's own text (it names the field, in the user's language) before a generic key.
 */
export async function deliverCommand(core: Core, id: string, t: TFunction): Promise<Delivery> {
  await core.commands.flush();
  const record = await core.commands.get(id);
  if (record?.status === 'applied') return { kind: 'applied', recordId: recordIdOf(record.result) };
  if (record?.status === 'failed') {
    const error = record.error;
    const text =
      error?.message ||
      (error?.messageKey ? translateKey(t, error.messageKey) : '') ||
      t('common.unknown');
    return { kind: 'rejected', text };
  }
  return { kind: 'queued' };
}
