import type { TFunction } from 'i18next';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import { formatCalendarDate } from '../../../shared/format/date';
import type { Core } from '../../core/bridge';
import { errorText } from '../../core/error-text';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import { moneyText } from '../finance/finance-order/order-money';
import { priceText } from './price-text';

/**
 * Accept or reject pricing (spec 000 §6): asks first through the one confirmation dialog, naming
 * the intention, the price, its funder and the amount; then toasts what the server answered.
 * Both are final for this price: a rejected intention is priced again only after an edit.
 */
export async function answerPricing(
  core: Core,
  t: TFunction,
  intention: Intention,
  answer: 'ACCEPT' | 'REJECT',
  timeFormat: string,
): Promise<boolean> {
  const k = 'org_info.confirm';
  const vars = {
    id: intention.id,
    price: priceText(t, intention.price),
    funder: intention.funderName ?? '-',
    amount: moneyText(intention.amount, intention.currency),
    validUntil: intention.price ? formatCalendarDate(intention.price.validUntil, timeFormat) : '-',
  };
  const accept = answer === 'ACCEPT';
  const confirmed = await confirmAction({
    header: t(accept ? `${k}.accept_header` : `${k}.reject_header`),
    message: t(accept ? `${k}.accept` : `${k}.reject`, vars),
    acceptLabel: t(accept ? 'org_info.action.accept' : 'org_info.action.reject'),
    rejectLabel: t('common.cancel'),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    const answered = await core.orgInfo.answer(intention.id, answer);
    showToast({
      severity: 'success',
      summary: t(answered.state === 'ACCEPTED' ? `${k}.accepted` : `${k}.rejected`, {
        id: answered.id,
      }),
    });
    return true;
  } catch (error) {
    showToast({ severity: 'error', summary: t(`${k}.failed`), detail: errorText(t, error) });
    return false;
  }
}
