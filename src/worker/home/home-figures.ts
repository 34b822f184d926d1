import { isAllowed, type Authority } from '../../shared/permissions/authority';
import { figureLink, figureSpecs, type FigureSpec } from '../../shared/home/home-figure-specs';
import type { HomeFigure, HomeRole } from '../../shared/home/home-overview';
import type { HomeListCalls } from './home-list-calls';

/** One figure: the list's total and its summary-row total under the state the link carries. */
async function figureOf(lists: HomeListCalls, spec: FigureSpec): Promise<HomeFigure> {
  const [page, sums] = await Promise.all([
    lists.page(spec.pageId, { ...spec.state, size: 1 }),
    lists.sumsBy(spec.pageId, spec.state, spec.sumField),
  ]);
  return { id: spec.id, count: page.total, sums, to: figureLink(spec.path, spec.state) };
}

/**
 * The role's figures, asked in parallel; a list the user may not open is not asked, and a figure
 * whose call fails is left out (the rest still show).
 */
export async function homeFigures(
  lists: HomeListCalls,
  role: HomeRole,
  today: string,
  authority: Authority | null,
): Promise<HomeFigure[]> {
  const specs = figureSpecs(role, today).filter((s) => isAllowed(authority, s.path));
  const settled = await Promise.allSettled(specs.map((s) => figureOf(lists, s)));
  return settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}
