import type { Permission } from '../../../src/api/endpoints/session/permission-menus';

/**
 * Route paths of a flat permission list: the dotted name path from the root, as slashes.
 * Deliberately independent of the client's resolver: these tests pin what the server sends.
 */
export function menuPaths(permissions: readonly Permission[]): { leaves: string[]; all: string[] } {
  const byId = new Map(permissions.map((p) => [p.id, p]));
  const pathOf = (p: Permission): string => {
    const parent = p.parentPermissionId ? byId.get(p.parentPermissionId) : undefined;
    if (p.parentPermissionId && !parent)
      throw new Error(`permission ${p.id}: parent ${p.parentPermissionId} missing`);
    return parent ? `${pathOf(parent)}/${p.name}` : `/${p.name}`;
  };
  const parents = new Set(permissions.map((p) => p.parentPermissionId).filter(Boolean));
  return {
    all: permissions.map(pathOf),
    leaves: permissions.filter((p) => !parents.has(p.id)).map(pathOf),
  };
}
