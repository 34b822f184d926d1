import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of financing intentions and their pricing: /org/info. */
export const orgInfoModules: Partial<Record<RouteId, PageLoader>> = {
  orgInfo: () => import('../../pages/org-info/IntentionListPage'),
  orgInfoAddIntent: () => import('../../pages/org-info/AddIntentionPage'),
  orgInfoEditIntent: () => import('../../pages/org-info/EditIntentionPage'),
};
