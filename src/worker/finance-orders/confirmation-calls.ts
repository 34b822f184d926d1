import {
  rightConfirmationList,
  type ConfirmationRow,
} from '../../api/endpoints/finance-order/right-confirmation-list';
import type { CoreServices } from '../core/create-core';

/** The buyer's confirm list (/finance/finance-order/confirm). */
export function confirmationCalls(core: Promise<CoreServices>) {
  return {
    async awaitingConfirmation(): Promise<ConfirmationRow[]> {
      const c = await core;
      return c.http.call(rightConfirmationList, {}, { silent: true, dedupe: false });
    },
  };
}
