import type { TFunction } from 'i18next';
import type { CommandPayload, CommandType } from '../../../../worker/commands/command-types';
import { deliverCommand } from '../../../components/declared-page/deliver-command';
import type { Core } from '../../../core/bridge';
import { errorText } from '../../../core/error-text';
import { confirmAction, type ConfirmRequest } from '../../../feedback/confirm-action';
import { showToast } from '../../../feedback/toast';

export interface OrderStep<T extends CommandType> {
  type: T;
  payload: CommandPayload<T>;
  /** Asked first; the step runs only when the user accepts. */
  confirm: Omit<ConfirmRequest, 'rejectLabel'>;
  /** The success toast's text. */
  done: string;
}

/**
 * One step of an order's life from a page (docs/ui-conventions.md, "Actions that change money"):
 * asks first, issues the outbox command, waits for its delivery and toasts what the server
 * answered. True when the server applied it (or it is queued to be sent).
 */
export async function runOrderStep<T extends CommandType>(
  core: Core,
  t: TFunction,
  step: OrderStep<T>,
): Promise<boolean> {
  const accepted = await confirmAction({ ...step.confirm, rejectLabel: t('common.cancel') });
  if (!accepted) return false;
  try {
    const issued = await core.commands.issue(step.type, step.payload);
    const delivery = await deliverCommand(core, issued.id, t);
    if (delivery.kind === 'rejected') {
      await core.commands.discard(issued.id);
      showToast({
        severity: 'error',
        summary: t('finance_order_pages.done.failed'),
        detail: delivery.text,
      });
      return false;
    }
    showToast({
      severity: delivery.kind === 'applied' ? 'success' : 'info',
      summary: delivery.kind === 'applied' ? step.done : t('screen.form.queued_summary'),
    });
    return true;
  } catch (error) {
    showToast({
      severity: 'error',
      summary: t('finance_order_pages.done.failed'),
      detail: errorText(t, error),
    });
    return false;
  }
}
