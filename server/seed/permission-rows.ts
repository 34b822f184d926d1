import type { PermissionNode } from './data/permission-tree';

export interface PermissionRow {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  en: string;
  cn: string;
  /** Depth-first position: sorts the flat list so parents come before children. */
  seq: number;
  actions: readonly string[];
}

/**
 * Flattens the tree depth-first. Ids are positions ("P001"…), so they are stable for a given
 * tree and say nothing about the path: clients must resolve paths through parentPermissionId.
 */
export function flattenPermissions(tree: readonly PermissionNode[]): PermissionRow[] {
  const rows: PermissionRow[] = [];
  const walk = (nodes: readonly PermissionNode[], parent: PermissionRow | null) => {
    for (const node of nodes) {
      const row: PermissionRow = {
        id: `P${String(rows.length + 1).padStart(3, '0')}`,
        name: node.name,
        parentId: parent?.id ?? null,
        path: parent ? `${parent.path}.${node.name}` : node.name,
        en: node.en,
        cn: node.cn,
        seq: rows.length + 1,
        actions: node.actions ?? [],
      };
      rows.push(row);
      walk(node.children ?? [], row);
    }
  };
  walk(tree, null);
  return rows;
}

/**
 * The rows a user holds for a menu of granted paths: each granted node with its whole subtree and
 * its ancestors (needed to spell the path). A path that names no node is a seed mistake.
 */
export function grantedPermissions(
  rows: readonly PermissionRow[],
  menu: readonly string[],
): PermissionRow[] {
  const byPath = new Map(rows.map((r) => [r.path, r]));
  const granted = new Set<string>();
  for (const path of menu) {
    if (!byPath.has(path))
      throw new Error(`seed: menu path "${path}" is not in the permission tree`);
    for (const row of rows) {
      if (row.path === path || row.path.startsWith(`${path}.`)) granted.add(row.path);
    }
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) granted.add(parts.slice(0, i).join('.'));
  }
  return rows.filter((r) => granted.has(r.path));
}

/**
 * Authority pids of a user: the actions of every granted node that is a route of its own (so an
 * ancestor added only to spell a path, like `org` for `org.company.detail`, grants nothing).
 */
export function authoritiesFor(
  rows: readonly PermissionRow[],
  menu: readonly string[],
  extra: readonly string[],
): string[] {
  const covered = (path: string) => menu.some((m) => path === m || path.startsWith(`${m}.`));
  const pids = rows
    .filter((r) => covered(r.path))
    .flatMap((r) => r.actions.map((action) => `${r.path}.${action}`));
  return [...pids, ...extra];
}
