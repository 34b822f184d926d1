/** The fields of a menu permission this module reads (the API's Permission has more). */
export interface PermissionNode {
  readonly id: string;
  readonly name: string;
  readonly parentPermissionId?: string | null;
}

export interface ResolvedPermissions {
  /** Leaves: each opens its route and everything under it. */
  readonly prefixes: readonly string[];
  /**
   * Menu groups (permissions with a child in the list): each opens its own path only. The menu
   * call sends a group with any granted child, so letting it cover its subtree would open the
   * siblings the user was not granted.
   */
  readonly groups: readonly string[];
}

/**
 * Turns the flat permission list into route paths: the names from root to node, joined by dots,
 * with the dots as path separators (`org`→`company`→`detail` is `/org/company/detail`).
 *
 * A permission whose chain does not reach a root (a parent missing from the list, or a cycle)
 * is dropped with its descendants: without the root we cannot know where it sits, and guessing
 * a shorter path could open the wrong page.
 */
export function resolvePermissionPrefixes(
  permissions: readonly PermissionNode[],
): ResolvedPermissions {
  const byId = new Map(permissions.map((p) => [p.id, p]));
  const resolved = new Map<string, string>();
  for (const permission of permissions) {
    const path = pathOf(permission, byId);
    if (path !== null) resolved.set(permission.id, path);
  }

  const parentsOfResolved = new Set<string>();
  for (const id of resolved.keys()) {
    const parentId = byId.get(id)?.parentPermissionId;
    if (isChildOf(parentId)) parentsOfResolved.add(parentId);
  }

  const prefixes = new Set<string>();
  const groups = new Set<string>();
  for (const [id, path] of resolved) {
    (parentsOfResolved.has(id) ? groups : prefixes).add(path);
  }
  return { prefixes: [...prefixes], groups: [...groups] };
}

function pathOf(start: PermissionNode, byId: ReadonlyMap<string, PermissionNode>): string | null {
  const names: string[] = [];
  const seen = new Set<string>();
  let node: PermissionNode | undefined = start;
  while (node) {
    if (seen.has(node.id)) return null;
    seen.add(node.id);
    names.push(node.name);
    const parentId: string | null | undefined = node.parentPermissionId;
    if (!isChildOf(parentId)) break;
    node = byId.get(parentId);
    if (!node) return null;
  }
  // Names are joined by dots first, so a name that already holds a dot or a slash still splits
  // into the right segments.
  const segments = names
    .reverse()
    .join('.')
    .split(/[./]/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  return segments.length === 0 ? null : `/${segments.join('/')}`;
}

/** Roots have no parent id; the API sends null, but an empty string means the same. */
function isChildOf(parentId: string | null | undefined): parentId is string {
  return parentId !== null && parentId !== undefined && parentId !== '';
}
