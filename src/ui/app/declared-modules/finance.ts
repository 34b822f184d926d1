import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the declared finance and payment pages. */
export const financeModules: Partial<Record<RouteId, PageLoader>> = {};
