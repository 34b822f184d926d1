import { POOL_MODE_EXCLUSIONS, type PoolMode } from '../../src/shared/permissions/pool-mode';
import type { PermissionNode } from '../seed/data/permission-tree';

const POOL_MODES: Record<string, PoolMode> = { DBS: 'dbs', PRODUCT: 'product' };

/** The company's seeded business type as the guard reads it ('' is none). */
export const poolModeOfSeed = (poolMode: string): PoolMode => POOL_MODES[poolMode] ?? 'none';

const routeOf = (path: string) => `/${path.replaceAll('.', '/')}`;

/**
 * The menu a demo user really sees, in English: each top-level entry it is granted, with the
 * pages it holds listed when it holds only some of them, and the pages its company's business
 * type takes away removed (the same exclusions the guard applies). Read from the grants, so the
 * start banner cannot drift from them.
 */
export function menuSummary(
  tree: readonly PermissionNode[],
  menu: readonly string[],
  poolMode: PoolMode,
): string {
  const excluded = POOL_MODE_EXCLUSIONS[poolMode];
  const shown = (path: string) =>
    !excluded.some((prefix) => routeOf(path) === prefix || routeOf(path).startsWith(`${prefix}/`));
  const granted = (path: string) =>
    menu.some((m) => path === m || path.startsWith(`${m}.`) || m.startsWith(`${path}.`));
  const whole = (path: string) => menu.some((m) => path === m || path.startsWith(`${m}.`));
  // A node the user holds whole and sees every page of is named alone; otherwise its pages are.
  const label = (node: PermissionNode, path: string): string | null => {
    if (!granted(path) || !shown(path)) return null;
    const all = node.children ?? [];
    const children = all.flatMap((c) => label(c, `${path}.${c.name}`) ?? []);
    if (all.length === 0) return node.en;
    if (children.length === 0) return null;
    const complete = whole(path) && all.every((c) => shown(`${path}.${c.name}`));
    return complete ? node.en : `${node.en} (${children.join(', ')})`;
  };
  const entries = tree.flatMap((node) => label(node, node.name) ?? []);
  return entries.join(', ');
}
