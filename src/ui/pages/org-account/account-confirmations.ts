import type { TFunction } from 'i18next';
import type { CommandType } from '../../../worker/commands/command-types';
import type { Core } from '../../core/bridge';
import { deliverCommand, type Delivery } from '../../components/declared-page/deliver-command';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';

type Rec = Record<string, unknown>;

/** The account actions of /org/account that go to the server as outbox commands. */
export type AccountAction = 'deactivate' | 'reactivate' | 'resetPassword' | 'sendInvitation';

interface ActionSpec {
  command: Extract<
    CommandType,
    | 'org.account.disable'
    | 'org.account.activate'
    | 'org.account.resetPassword'
    | 'org.account.sendInvite'
  >;
  /** Only accounts in this status are acted on (de-activating a disabled one does nothing). */
  from?: 'ACTIVE' | 'DISABLED';
  /** Translation group of its confirmation; none: the action runs without asking. */
  confirm?: 'deactivate' | 'reactivate' | 'reset_password';
  /** The danger colour on the accept button: the user loses access. */
  danger?: boolean;
  done: 'deactivate' | 'reactivate' | 'reset_password' | 'send_invitation';
}

const SPECS: Readonly<Record<AccountAction, ActionSpec>> = {
  deactivate: {
    command: 'org.account.disable',
    from: 'ACTIVE',
    confirm: 'deactivate',
    danger: true,
    done: 'deactivate',
  },
  reactivate: {
    command: 'org.account.activate',
    from: 'DISABLED',
    confirm: 'reactivate',
    done: 'reactivate',
  },
  resetPassword: {
    command: 'org.account.resetPassword',
    confirm: 'reset_password',
    danger: true,
    done: 'reset_password',
  },
  sendInvitation: { command: 'org.account.sendInvite', done: 'send_invitation' },
};

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** "lily.wang (Lily Wang)": the sign-in name the admin knows and the person it belongs to. */
export const accountName = (row: Rec): string => {
  const cname = text(row.cname);
  return cname ? `${text(row.userName)} (${cname})` : text(row.userName);
};

/** Up to three names, then an ellipsis: the question stays one readable line. */
const namesOf = (rows: readonly Rec[]): string =>
  rows.length <= 3
    ? rows.map(accountName).join(', ')
    : `${rows.slice(0, 3).map(accountName).join(', ')}, …`;

const lookup = (t: TFunction) => t as unknown as (key: string, vars?: Rec) => string;

/** Words of one group for these rows: the `one` form names the account, `many` counts them. */
function words(t: TFunction, group: string, rows: readonly Rec[], language: string) {
  const first = rows[0] ?? {};
  const form = rows.length === 1 ? 'one' : 'many';
  const vars = {
    name: accountName(first),
    email: text(first.email),
    names: namesOf(rows),
    count: rows.length.toLocaleString(language),
  };
  const say = lookup(t);
  return {
    question: (g: string) => say(`org_account.confirm.${g}.${form}`, vars),
    done: (g: string) => say(`org_account.confirm.${g}.done_${form}`, vars),
    none: () => say(`org_account.confirm.${group}.none`),
  };
}

/** Tells the user how the commands went: all done, some refused (with why), or queued. */
function toastOutcome(t: TFunction, deliveries: readonly Delivery[], doneText: string): void {
  const rejected = deliveries.filter((d) => d.kind === 'rejected');
  if (rejected.length > 0) {
    showToast({
      severity: 'error',
      summary: t('org_account.confirm.failed'),
      detail: [...new Set(rejected.map((d) => d.text))].join(' '),
    });
  } else if (deliveries.some((d) => d.kind === 'queued')) {
    showToast({
      severity: 'info',
      summary: t('org_account.confirm.queued_summary'),
      detail: t('org_account.confirm.queued'),
    });
  } else {
    showToast({ severity: 'success', summary: t('org_account.confirm.done'), detail: doneText });
  }
}

/**
 * Runs one account action on the selected rows: keeps the accounts it applies to, asks first
 * naming them (irreversible ones in the danger colour), queues one command per account, waits for
 * their delivery and toasts the outcome. Resolves true when the list should reload.
 */
export async function runAccountAction(
  deps: { core: Core; t: TFunction; language: string },
  action: AccountAction,
  selected: readonly Rec[],
): Promise<boolean> {
  const { core, t, language } = deps;
  const spec = SPECS[action];
  const rows = spec.from ? selected.filter((r) => r.status === spec.from) : selected;
  const say = words(t, spec.confirm ?? spec.done, rows, language);
  if (rows.length === 0) {
    if (selected.length > 0) {
      showToast({ severity: 'info', summary: t('org_account.confirm.failed'), detail: say.none() });
    }
    return false;
  }
  if (spec.confirm) {
    const accepted = await confirmAction({
      header: lookup(t)(`org_account.confirm.${spec.confirm}.header`),
      message: say.question(spec.confirm),
      acceptLabel: lookup(t)(`org_account.confirm.${spec.confirm}.accept`),
      rejectLabel: t('common.cancel'),
      danger: spec.danger === true,
    });
    if (!accepted) return false;
  }
  const ids: string[] = [];
  for (const row of rows) {
    const issued = await core.commands.issue(spec.command, { id: text(row.id) });
    ids.push(issued.id);
  }
  const deliveries: Delivery[] = [];
  for (const id of ids) deliveries.push(await deliverCommand(core, id, t));
  toastOutcome(t, deliveries, say.done(spec.done));
  return true;
}
