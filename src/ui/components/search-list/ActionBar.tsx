import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isActionVisible } from '../../../shared/permissions/actions';
import { isDeletableRecord } from '../../../shared/page-declaration/record-deletion';
import type { ActionDeclaration, PageDeclaration } from '../../../shared/page-declaration/types';
import { session } from '../../state/core-state';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import { runAction } from './run-action';
import { countText, recordWords } from './record-description';
import { selectionRule } from './selection-rule';
import { errorText, translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

type Rec = Record<string, unknown>;
/** What the page does for an action: true when the after-step (reload) should follow. */
export type ActionHandler = (rows: Rec[]) => Promise<boolean>;

interface Props {
  actions: readonly ActionDeclaration[];
  handlers: Readonly<Record<string, ActionHandler>>;
  /** What a row is called in confirmations and toasts. */
  record: PageDeclaration['record'];
  selection: Rec[];
  delayMs: number | undefined;
  after: () => Promise<void>;
}

/**
 * Action buttons; one is hidden when none of its authorities is held (spec 000 §6). Buttons
 * follow the selection: one that opens a row needs exactly one, a batch action says how many
 * rows it acts on. An irreversible action asks first, naming the rows, and toasts its outcome.
 */
export function ActionBar({ actions, handlers, record, selection, delayMs, after }: Props) {
  useSignals();
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  const principal = session.value?.principal;
  const shown = actions.filter((a) => handlers[a.id] && isActionVisible(principal, a.authorities));
  if (shown.length === 0) return null;

  const start = (action: ActionDeclaration) => {
    const handler = handlers[action.id];
    if (!handler) return;
    const rows = selection;
    const verb = translateKey(t, action.labelKey);
    const words = recordWords(t, i18n.language, record, rows);
    // Every action that changes records on the server says how it went; opening a page does not.
    const announce = action.confirm === true || action.record !== undefined;
    void runAction(
      {
        before: action.confirm
          ? () =>
              confirmAction({
                header: verb,
                message: words.question(verb),
                acceptLabel: verb,
                rejectLabel: t('common.cancel'),
                danger: true,
              })
          : undefined,
        run: async () => {
          const proceed = await handler(rows);
          if (announce && proceed) {
            showToast({
              severity: 'success',
              summary: t('search_list.done', { verb }),
              detail: words.subject,
            });
          }
          return proceed;
        },
        after,
      },
      {
        delayMs,
        setLoading: (loading) => setRunning(loading ? action.id : null),
        onError: (error) => {
          showToast({
            severity: 'error',
            summary: t('search_list.failed', { verb }),
            detail: errorText(t, error),
          });
          // The rows may have changed in part (a batch that failed half-way): show what is true.
          void after();
        },
      },
    );
  };

  // Delete stays off while a selected record is one money has moved against (the server refuses it).
  const deleteBlocked = selection.some((row) => !isDeletableRecord(row));
  return (
    <div className={styles.actions} data-testid="search-actions">
      {shown.map((action) => {
        const blocked = deleteBlocked && action.record !== undefined && 'delete' in action.record;
        const rowRule = action.rowRule;
        const ruledOut =
          rowRule !== undefined &&
          selection.some((row) => !rowRule(row, principal?.user.companyRole ?? null));
        const rule = selectionRule(action);
        const label = translateKey(t, action.labelKey);
        const fits =
          rule === 'none' ||
          (rule === 'one' && selection.length === 1) ||
          (rule === 'many' && selection.length > 0);
        return (
          <Button
            key={action.id}
            type="button"
            data-action={action.id}
            label={
              rule === 'many' && selection.length > 0
                ? t('search_list.count_label', {
                    label,
                    n: countText(selection.length, i18n.language),
                  })
                : label
            }
            severity={action.confirm ? 'danger' : undefined}
            outlined={action.confirm === true}
            loading={running === action.id}
            disabled={running !== null || blocked || ruledOut || !fits}
            tooltip={blocked ? t('pages.delete_blocked') : undefined}
            tooltipOptions={{ showOnDisabled: true }}
            onClick={() => start(action)}
          />
        );
      })}
    </div>
  );
}
