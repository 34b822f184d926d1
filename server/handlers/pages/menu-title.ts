import { PERMISSION_TREE, type PermissionNode } from '../../seed/data/permission-tree';

/** A menu node's name (`report.amortization` → Amortisation / 摊销报表), the path when unknown. */
export function menuTitle(menuPath: string, chinese: boolean): string {
  let nodes: readonly PermissionNode[] | undefined = PERMISSION_TREE;
  let found: PermissionNode | undefined;
  for (const name of menuPath.split('.')) {
    found = nodes?.find((n) => n.name === name);
    if (!found) return menuPath;
    nodes = found.children;
  }
  return found ? (chinese ? found.cn : found.en) : menuPath;
}
