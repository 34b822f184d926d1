import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isActionVisible } from '../../../shared/permissions/actions';
import { isDeletableRecord } from '../../../shared/page-declaration/record-deletion';
import type { ActionDeclaration } from '../../../shared/page-declaration/types';
import { session } from '../../state/core-state';
import { confirmDelete } from './confirm-delete';
import { runAction } from './run-action';
import { errorText, translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

type Rec = Record<string, unknown>;
/** What the page does for an action: true when the after-step (reload) should follow. */
export type ActionHandler = (rows: Rec[]) => Promise<boolean>;

interface Props {
  actions: readonly ActionDeclaration[];
  handlers: Readonly<Record<string, ActionHandler>>;
  selection: Rec[];
  delayMs: number | undefined;
  after: () => Promise<void>;
}

/** Action buttons; one is hidden when none of its authorities is held (spec 000 §6). */
export function ActionBar({ actions, handlers, selection, delayMs, after }: Props) {
  useSignals();
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const principal = session.value?.principal;
  const shown = actions.filter((a) => handlers[a.id] && isActionVisible(principal, a.authorities));
  if (shown.length === 0) return null;

  const start = (action: ActionDeclaration) => {
    const handler = handlers[action.id];
    if (!handler) return;
    setFailure(null);
    void runAction(
      {
        before: action.confirmDelete
          ? () => confirmDelete(t('common.del_confirm'), translateKey(t, action.labelKey))
          : undefined,
        run: () => handler(selection),
        after,
      },
      {
        delayMs,
        setLoading: (loading) => setRunning(loading ? action.id : null),
        onError: (error) => setFailure(errorText(t, error)),
      },
    );
  };

  // Delete stays off while a selected record is one money has moved against (the server refuses it).
  const deleteBlocked = selection.some((row) => !isDeletableRecord(row));
  return (
    <div className={styles.actions} data-testid="search-actions">
      {shown.map((action) => {
        const blocked = deleteBlocked && action.record !== undefined && 'delete' in action.record;
        return (
          <Button
            key={action.id}
            type="button"
            data-action={action.id}
            label={translateKey(t, action.labelKey)}
            loading={running === action.id}
            disabled={
              running !== null ||
              blocked ||
              (action.needsSelection === true && selection.length === 0)
            }
            tooltip={blocked ? t('pages.delete_blocked') : undefined}
            tooltipOptions={{ showOnDisabled: true }}
            onClick={() => start(action)}
          />
        );
      })}
      {failure && (
        <span role="alert" className={styles.failure}>
          {failure}
        </span>
      )}
    </div>
  );
}
