import { referenceRates } from '../../api/endpoints/external/reference-rates';
import { availableBuye } from '../../api/endpoints/finance-order/available-buye';
import { availableFinanceFunder } from '../../api/endpoints/finance-order/available-finance-funder';
import { availableFinanceProductList } from '../../api/endpoints/finance-order/available-finance-product-list';
import { financingProduct } from '../../api/endpoints/finance-order/financing-product';
import { invoiceList } from '../../api/endpoints/finance-order/invoice-list';
import { poItemList } from '../../api/endpoints/finance-order/po-item-list';
import { poList } from '../../api/endpoints/finance-order/po-list';
import { trialCalculation } from '../../api/endpoints/finance-order/trial-calculation';
import type { EndpointInput } from '../../api/contract/endpoint';
import { latestRate } from '../../shared/finance-order/reference-rate';
import type { CoreServices } from '../core/create-core';

type TrialBody = EndpointInput<typeof trialCalculation>['body'];

/** The application's pickers (docs/finance-order-pickers.md) and the trial's inputs. */
export function pickerCalls(core: Promise<CoreServices>) {
  const http = async () => (await core).http;
  return {
    async products() {
      return (await http()).call(availableFinanceProductList, { body: {} }, { silent: true });
    },
    async product(id: string) {
      return (await http()).call(financingProduct, { query: { id } }, { silent: true });
    },
    async funders(financingProductId: string) {
      const c = await http();
      return c.call(availableFinanceFunder, { body: { financingProductId } }, { silent: true });
    },
    async buyers(financingProductId: string, buyerName?: string) {
      const body = buyerName ? { financingProductId, buyerName } : { financingProductId };
      return (await http()).call(availableBuye, { body }, { silent: true });
    },
    /** The receivables of a buyer that may be financed (up to 100: an order holds at most 200). */
    async receivables(kind: 'PO' | 'INVOICE', buyerName: string, currency: string) {
      const body = { buyerName, currency, pageNum: 1, pageSize: 100 };
      const c = await http();
      return kind === 'PO'
        ? c.call(poList, { body }, { silent: true, dedupe: false })
        : c.call(invoiceList, { body }, { silent: true, dedupe: false });
    },
    async poItems(poIds: string[]) {
      return (await http()).call(poItemList, { body: { poIds } }, { silent: true });
    },
    /** The binding trial (the server's own inputs); a refusal rejects with its field. */
    async trial(body: TrialBody) {
      return (await http()).call(trialCalculation, { body }, { silent: true, dedupe: false });
    },
    /** The latest published rate of a type for the live trial, or null when none is. */
    async baseRate(type: string) {
      const feed = await (await http()).call(referenceRates, { query: {} }, { silent: true });
      return latestRate(feed, type)?.percentRate ?? null;
    },
  };
}
