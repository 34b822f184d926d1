import type { EndpointDef } from '../../api/contract/endpoint';
import { ApiError } from '../../shared/errors/api-error';
import { pageDeclarations } from '../../shared/page-declaration/page-registry';
import type { PageDeclaration } from '../../shared/page-declaration/types';
import { pageEndpoints } from './page-endpoints';

/**
 * A declared page, its list endpoint and the fields every list call of it carries (finance orders
 * mark theirs `isOperation: true`, spec 001 §6); an unknown page id is a caller's bug (400).
 */
export function resolvePage(pageId: string): {
  declaration: PageDeclaration;
  endpoint: EndpointDef;
  callMark: Readonly<Record<string, unknown>>;
} {
  const declaration = pageDeclarations[pageId];
  const endpoint = declaration && pageEndpoints[declaration.source.endpoint];
  if (!declaration || !endpoint) {
    throw new ApiError({
      kind: 'contract',
      code: 400,
      message: `no search-list page "${pageId}"`,
      messageKey: 'common.error.bad_request',
    });
  }
  return {
    declaration,
    endpoint,
    callMark: declaration.source.operation ? { isOperation: true } : {},
  };
}
