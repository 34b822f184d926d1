import { hrefBuilder } from '../routes/href';
import { paths, type RouteId } from '../routes/paths';
import type { PageDeclaration } from './types';

/** The href of a route whose one parameter is a row key (`:id`). */
export function rowHref(routeId: RouteId, id: string): string {
  return hrefBuilder(paths[routeId].path)({ id } as never);
}

/** Where a row's first cell links: the declared detail page, or nowhere. */
export function detailHref(declaration: PageDeclaration, row: Record<string, unknown>) {
  const id = row[declaration.rowKey];
  if (!declaration.detailRouteId || id === null || id === undefined || id === '') return null;
  return rowHref(declaration.detailRouteId, String(id));
}
