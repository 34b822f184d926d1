import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { useCore } from '../../core/use-core';
import type { ActionHandler } from '../../components/search-list/ActionBar';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import { ConfigureDialog } from '../../components/screen/ConfigureDialog';

type AccountCommand =
  | 'org.account.disable'
  | 'org.account.activate'
  | 'org.account.resetPassword'
  | 'org.account.sendInvite';

type Rec = Record<string, unknown>;

/** A reset-password question waiting for the user: the accounts and how the action ends. */
interface PendingReset {
  rows: Rec[];
  /** Ids already issued by an earlier confirm that then failed: never issued twice. */
  issued: Set<string>;
  settle: (reload: boolean) => void;
}

/**
 * /org/account: the declared search-list page. Each action queues one outbox command per
 * selected account; the after-step waits for the outbox to deliver, then reloads the list. View
 * comes from the declaration itself. Reset password first asks in a configure dialog: the
 * action (and its button's loading) lasts until the dialog is confirmed or cancelled.
 */
export default function OrgAccountPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [reset, setReset] = useState<PendingReset | null>(null);

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
      resetPassword: (rows) =>
        rows.length === 0
          ? Promise.resolve(false)
          : new Promise<boolean>((settle) => setReset({ rows, issued: new Set(), settle })),
      sendInvitation: issue('org.account.sendInvite'),
    } satisfies Record<string, ActionHandler>;
  }, [core, navigate]);

  const confirmReset = async (): Promise<boolean> => {
    if (!reset) return true;
    for (const row of reset.rows) {
      const id = String(row.id);
      if (reset.issued.has(id)) continue;
      await core.commands.issue('org.account.resetPassword', { id });
      reset.issued.add(id);
    }
    return true;
  };

  return (
    <>
      <DeclaredListPage declaration={orgAccountPage} handlers={handlers} />
      <ConfigureDialog
        visible={reset !== null}
        title={t('org_account.reset_password.title')}
        onConfirm={confirmReset}
        onHide={(reason) => {
          reset?.settle(reason === 'confirmed');
          setReset(null);
        }}
        testId="reset-password-dialog"
      >
        <p>{t('org_account.reset_password.message', { count: reset?.rows.length ?? 0 })}</p>
      </ConfigureDialog>
    </>
  );
}
