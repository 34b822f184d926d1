import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { useCore } from '../../core/use-core';
import type { ActionHandler } from '../../components/search-list/ActionBar';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

type AccountCommand =
  | 'org.account.disable'
  | 'org.account.activate'
  | 'org.account.resetPassword'
  | 'org.account.sendInvite';

/**
 * /org/account: the declared search-list page. Each action queues one outbox command per
 * selected account; the after-step waits for the outbox to deliver, then reloads the list. View
 * comes from the declaration itself.
 */
export default function OrgAccountPage() {
  const core = useCore();
  const navigate = useNavigate();
  const handlers = useMemo(() => {
    const issue =
      (type: AccountCommand): ActionHandler =>
      async (rows) => {
        for (const row of rows) await core.commands.issue(type, { id: String(row.id) });
        return rows.length > 0;
      };
    return {
      // Opens the form; nothing to refresh afterwards.
      create: async () => {
        await navigate(paths.orgAccountAdd.getHref());
        return false;
      },
      deactivate: issue('org.account.disable'),
      reactivate: issue('org.account.activate'),
      resetPassword: issue('org.account.resetPassword'),
      sendInvitation: issue('org.account.sendInvite'),
    } satisfies Record<string, ActionHandler>;
  }, [core, navigate]);
  return <DeclaredListPage declaration={orgAccountPage} handlers={handlers} />;
}
