import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { declarationForRole } from '../../../shared/page-declaration/role-view';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';
import type { ActionHandler } from '../search-list/ActionBar';
import { SearchListPage } from '../search-list/SearchListPage';
import { declaredHandlers } from './declared-handlers';
import { settleCommands } from './settle-commands';

interface Props {
  declaration: PageDeclaration;
  /** Handlers of actions that need the page's own code (forms, account commands…). */
  handlers?: Readonly<Record<string, ActionHandler>>;
  /** The page's own toolbar buttons (an Import menu), after the declared actions. */
  toolbar?: ReactNode;
}

/**
 * A list page driven by its declaration: the search-list renderer with the actions the
 * declaration can carry out itself, plus the page's own. A record action's commands are sent
 * and answered before its toast; after an action the outbox is flushed, then the list reloads.
 */
export function DeclaredListPage({ declaration: declared, handlers: own, toolbar }: Props) {
  // Columns and searches bound to another company role are left out (docs/role-views.md).
  const companyRole = session.value?.principal.user.companyRole ?? null;
  const declaration = useMemo(
    () => declarationForRole(declared, companyRole),
    [declared, companyRole],
  );
  const core = useCore();
  const navigate = useNavigate();
  const handlers = useMemo(
    () => ({
      ...declaredHandlers(declaration, {
        issueRecordAction: async (payload) =>
          (await core.commands.issue('pages.record', payload)).id,
        settle: (ids) => settleCommands(core.commands, ids),
        open: (href) => navigate(href),
      }),
      ...own,
    }),
    [core, declaration, navigate, own],
  );
  const afterAction = useMemo(() => () => core.commands.flush(), [core]);
  return (
    <SearchListPage
      declaration={declaration}
      handlers={handlers}
      afterAction={afterAction}
      toolbar={toolbar}
    />
  );
}
