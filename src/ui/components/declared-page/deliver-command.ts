import type { TFunction } from 'i18next';
import { translateKey } from '../../core/error-text';
import type { Core } from '../../core/bridge';

/** What became of a command once the outbox tried to deliver it. */
export type Delivery =
  /** `recordId`: the id the server gave the saved record (a created one's is new). */
  | { kind: 'applied'; recordId: string | null }
  /** Still queued (offline, or the server is busy): it will be sent later. */
  | { kind: 'queued' }
  /**
   * `fields`: the validation envelope's per-field problems (`data.fields`), when the outbox kept
   * them with the failure; otherwise the text names the fields (server-problems.ts reads it).
   */
  | { kind: 'rejected'; text: string; fields?: { field: string; message: string }[] };

// A record save answers `{ pageId, id, status }`; other commands answer what they answer.
function recordIdOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  const { id } = result as { id: unknown };
  return typeof id === 'string' && id !== '' ? id : null;
}

function fieldsOf(error: unknown): { field: string; message: string }[] | null {
  const list = (error as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(list)) return null;
  const kept = list.filter(
    (f): f is { field: string; message: string } =>
      typeof (f as { field?: unknown }).field === 'string' &&
      typeof (f as { message?: unknown }).message === 'string',
  );
  return kept.length > 0 ? kept : null;
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
    const fields = fieldsOf(error);
    return fields ? { kind: 'rejected', text, fields } : { kind: 'rejected', text };
  }
  return { kind: 'queued' };
}
