import type { TFunction } from 'i18next';
import type { Core } from '../../core/bridge';
import { showToast } from '../../feedback/toast';

/**
 * The common end of a refused save: the outbox's copy is dropped (the form keeps the draft the
 * user will resend) and an error toast says it was not saved and why. Marking the fields is the
 * form's own part.
 */
export async function announceRefusal(
  core: Core,
  commandId: string,
  text: string,
  t: TFunction,
): Promise<void> {
  await core.commands.discard(commandId);
  showToast({ severity: 'error', summary: t('screen.form.not_saved'), detail: text });
}
