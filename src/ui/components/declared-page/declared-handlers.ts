import { rowHref } from '../../../shared/page-declaration/row-href';
import { paths } from '../../../shared/routes/paths';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import type { ActionHandler } from '../search-list/ActionBar';

type Rec = Record<string, unknown>;

export interface HandlerPorts {
  /** Queues the generic record command for one record (the outbox's 'pages.record'); its id. */
  issueRecordAction: (payload: { pageId: string; id: string; action: string }) => Promise<string>;
  /**
   * Sends the queued commands and resolves once the server answered them; rejects with the
   * first refusal, so the action's toast says what failed.
   */
  settle: (commandIds: readonly string[]) => Promise<void>;
  open: (href: string) => Promise<void> | void;
}

/**
 * Handlers for what a declaration says itself: record actions go to the outbox per selected row
 * (then the list reloads), route actions open the first selected row (or, when the route takes no
 * row, the route itself). Actions that need a page's own code get no handler here and so are not
 * shown.
 */
export function declaredHandlers(
  declaration: PageDeclaration,
  ports: HandlerPorts,
): Record<string, ActionHandler> {
  const idOf = (row: Rec) => String(row[declaration.rowKey]);
  const handlers: Record<string, ActionHandler> = {};
  for (const action of declaration.actions) {
    const route = action.opensRoute;
    if (action.record) {
      handlers[action.id] = async (rows) => {
        const ids: string[] = [];
        for (const row of rows) {
          ids.push(
            await ports.issueRecordAction({
              pageId: declaration.id,
              id: idOf(row),
              action: action.id,
            }),
          );
        }
        await ports.settle(ids);
        return rows.length > 0;
      };
    } else if (route) {
      handlers[action.id] = async (rows) => {
        const first = rows[0];
        if (!action.needsSelection) await ports.open(paths[route].path);
        else if (first) await ports.open(rowHref(route, idOf(first)));
        return false;
      };
    }
  }
  return handlers;
}
