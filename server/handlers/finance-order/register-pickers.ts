import type { ApiMount } from '../../http/server-context';
import { registerAccountByCurrencyList } from '../company/account-by-currency-list';
import { registerAvailableBuye } from './available-buye';
import { registerAvailableFinanceFunder } from './available-finance-funder';
import { registerAvailableFinanceProductList } from './available-finance-product-list';
import { registerFinancingProduct } from './financing-product';
import { registerInvoiceList } from './invoice-list';
import { registerPoItemList } from './po-item-list';
import { registerPoList } from './po-list';
import { registerPoListSimple } from './po-list-simple';
import { registerTrialCalculation } from './trial-calculation';

/** The finance order application's pickers and its trial, and the company's accounts by currency. */
export function registerFinanceOrderPickers(api: ApiMount): void {
  registerAvailableFinanceProductList(api);
  registerFinancingProduct(api);
  registerAvailableFinanceFunder(api);
  registerAvailableBuye(api);
  registerPoList(api);
  registerPoListSimple(api);
  registerPoItemList(api);
  registerInvoiceList(api);
  registerTrialCalculation(api);
  registerAccountByCurrencyList(api);
}
