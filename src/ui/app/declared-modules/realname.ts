import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of real-name verification: /realname and its steps. */
export const realnameModules: Partial<Record<RouteId, PageLoader>> = {};
