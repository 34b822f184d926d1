import { proxy } from 'comlink';
import {
  accountByCurrencyList,
  type AccountListKind,
  type CurrencyAccount,
} from '../../api/endpoints/company/account-by-currency-list';
import {
  fundingAccountInfos,
  type OrderAccount,
} from '../../api/endpoints/finance-order/funding-account-infos';
import type { CoreServices } from '../core/create-core';

/** Spec 001 §8: a failed account read clears the list, with no error notice of its own. */
const SILENT = { silent: true } as const;

/**
 * The calling company's bank accounts (docs/finance-order-pickers.md#bank-account-cards): by
 * currency for the apply form's account select, one account list for the cards, or one finance
 * order's accounts for its detail. Not cached: an account enabled a minute ago must be offered
 * now.
 */
export function bankAccountsNamespace(core: Promise<CoreServices>) {
  return proxy({
    async byCurrency(currency: string): Promise<CurrencyAccount[]> {
      return (await core).http.call(accountByCurrencyList, { query: { currency } }, SILENT);
    },
    async list(list: AccountListKind): Promise<CurrencyAccount[]> {
      return (await core).http.call(accountByCurrencyList, { query: { list } }, SILENT);
    },
    /** A finance order's accounts by role, as the calling party may see them. */
    async ofOrder(orderId: string): Promise<OrderAccount[]> {
      return (await core).http.call(fundingAccountInfos, { params: { id: orderId } }, SILENT);
    },
  });
}
