import type { RouteId } from '../routes/paths';
import type { ActionDeclaration } from './types';

/**
 * Upload: the selected record's attachments page (docs/uploads.md). Changing a record's files
 * needs the authority that changes the record (`edit`, or `create` where the page has no edit).
 * Without a route the page supplies the handler.
 */
export function uploadAction(
  menuPath: string,
  route: RouteId | null,
  authority: 'edit' | 'create' = 'edit',
): ActionDeclaration {
  return {
    id: 'upload',
    labelKey: 'action.upload',
    authorities: [`${menuPath}.${authority}`],
    needsSelection: true,
    ...(route ? { opensRoute: route } : {}),
  };
}
