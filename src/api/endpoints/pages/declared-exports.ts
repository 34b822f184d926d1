import { financeOrderPage } from '../../../shared/page-declaration/pages/finance/finance-order';
import { reportAmortizationPage } from '../../../shared/page-declaration/pages/report/amortization';
import { declaredExport, type DeclaredExport } from './declared-export';

const TX = '/api/{product}-financial-transaction';

/**
 * Pages whose file the server writes (docs/exports.md): finance orders (spec 001 §7) and a report
 * the back office produces from its ledgers. Every other list is exported by the worker from the
 * list's own pages.
 */
export const declaredExports: Readonly<Record<string, DeclaredExport>> = {
  [financeOrderPage.id]: declaredExport(financeOrderPage, `${TX}/financeOrder/client`),
  [reportAmortizationPage.id]: declaredExport(
    reportAmortizationPage,
    `${TX}/report/amortization/client`,
  ),
};
