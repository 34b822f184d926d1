import type { TFunction } from 'i18next';
import type { ApiFieldProblem } from '../../../shared/errors/api-error';
import { fieldProblemsOf } from '../../../shared/errors/field-problems';
import { translateKey } from '../../core/error-text';
import type { Core } from '../../core/bridge';

/** What became of a command once the outbox tried to deliver it. */
export type Delivery =
  /** `recordId`: the id the server gave the saved record (a created one's is new). */
  | { kind: 'applied'; recordId: string | null }
  /** Still queued (offline, or the server is busy): it will be sent later. */
  | { kind: 'queued' }
  /**
   * `fields`: the refusal's per-field problems (`data.fields` of the validation envelope), which
   * the outbox keeps with the failure. A refusal without them (a business error naming one field
   * only in its text, such as a taken user name) leaves the text to name the fields
   * (server-problems.ts reads it).
   */
  | { kind: 'rejected'; text: string; fields?: ApiFieldProblem[] };

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
    const fields = fieldProblemsOf(error?.fields);
    return fields ? { kind: 'rejected', text, fields } : { kind: 'rejected', text };
  }
  return { kind: 'queued' };
}
