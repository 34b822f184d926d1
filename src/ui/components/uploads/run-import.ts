import type { TFunction } from 'i18next';
import type { ImportResult } from '../../../api/endpoints/uploads/import-excel';
import { IMPORT_PAGES, type ImportPageId } from '../../../shared/upload/import-pages';
import type { Core } from '../../core/bridge';
import { deliverCommand } from '../declared-page/deliver-command';

export type ImportOutcome =
  { kind: 'done'; result: ImportResult } | { kind: 'queued' } | { kind: 'rejected'; text: string };

/**
 * Spec 001 §4 "Batch import": the uploaded file's key goes to the page's import, an outbox command
 * (the server applies it once), and its answer is read back from the outbox record.
 */
export async function runImport(
  core: Core,
  pageId: ImportPageId,
  fileKey: string,
  t: TFunction,
): Promise<ImportOutcome> {
  const issued = await core.commands.issue(IMPORT_PAGES[pageId].command, { fileKey });
  const delivery = await deliverCommand(core, issued.id, t);
  if (delivery.kind === 'rejected') {
    // The file stays uploaded; the user picks a better one, so the command need not wait.
    await core.commands.discard(issued.id);
    return delivery;
  }
  if (delivery.kind === 'queued') return delivery;
  const record = await core.commands.get(issued.id);
  return { kind: 'done', result: record?.result as ImportResult };
}
