import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { useCore } from '../../core/use-core';
import type { ActionHandler } from '../search-list/ActionBar';
import { SearchListPage } from '../search-list/SearchListPage';
import { declaredHandlers } from './declared-handlers';

interface Props {
  declaration: PageDeclaration;
  /** Handlers of actions that need the page's own code (forms, account commands…). */
  handlers?: Readonly<Record<string, ActionHandler>>;
}

/**
 * A list page driven by its declaration: the search-list renderer with the actions the
 * declaration can carry out itself, plus the page's own. After an action the outbox is flushed,
 * then the list reloads.
 */
export function DeclaredListPage({ declaration, handlers: own }: Props) {
  const core = useCore();
  const navigate = useNavigate();
  const handlers = useMemo(
    () => ({
      ...declaredHandlers(declaration, {
        issueRecordAction: async (payload) => {
          await core.commands.issue('pages.record', payload);
        },
        open: (href) => navigate(href),
      }),
      ...own,
    }),
    [core, declaration, navigate, own],
  );
  const afterAction = useMemo(() => () => core.commands.flush(), [core]);
  return <SearchListPage declaration={declaration} handlers={handlers} afterAction={afterAction} />;
}
