import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the declared repayment, proof and report pages. */
export const settlementModules: Partial<Record<RouteId, PageLoader>> = {};
