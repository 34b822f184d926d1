import { proxy } from 'comlink';
import {
  accountByCurrencyList,
  type AccountListKind,
  type CurrencyAccount,
} from '../../api/endpoints/company/account-by-currency-list';
import type { CoreServices } from '../core/create-core';

/**
 * The calling company's bank accounts (docs/finance-order-pickers.md#bank-account-cards): by
 * currency for the apply form's account select, or one account list for the cards. Not cached:
 * an account enabled a minute ago must be offered now.
 */
export function bankAccountsNamespace(core: Promise<CoreServices>) {
  return proxy({
    async byCurrency(currency: string): Promise<CurrencyAccount[]> {
      return (await core).http.call(accountByCurrencyList, { query: { currency } });
    },
    async list(list: AccountListKind): Promise<CurrencyAccount[]> {
      return (await core).http.call(accountByCurrencyList, { query: { list } });
    },
  });
}
