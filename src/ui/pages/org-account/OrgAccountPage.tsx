import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { useCore } from '../../core/use-core';
import type { ActionHandler } from '../../components/search-list/ActionBar';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import { runAccountAction, type AccountAction } from './account-confirmations';

/**
 * /org/account: the declared search-list page. De-activate, Re-activate and Reset password ask
 * first with the one confirmation dialog, naming the accounts and what happens to them; each
 * action then queues one outbox command per account, toasts how their delivery went, and the
 * after-step reloads the list. View and Edit come from the declaration itself.
 */
export default function OrgAccountPage() {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();

  const handlers = useMemo(() => {
    const deps = { core, t, language: i18n.language };
    const run =
      (action: AccountAction): ActionHandler =>
      (rows) =>
        runAccountAction(deps, action, rows);
    return {
      // Opens the form; nothing to refresh afterwards.
      create: async () => {
        await navigate(paths.orgAccountAdd.getHref());
        return false;
      },
      deactivate: run('deactivate'),
      reactivate: run('reactivate'),
      resetPassword: run('resetPassword'),
      sendInvitation: run('sendInvitation'),
    } satisfies Record<string, ActionHandler>;
  }, [core, navigate, t, i18n.language]);

  return <DeclaredListPage declaration={orgAccountPage} handlers={handlers} />;
}
