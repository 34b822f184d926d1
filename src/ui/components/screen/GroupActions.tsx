import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from 'primereact/button';
import type { BackTarget } from '../../../shared/screen/back-target';
import { BackButton } from './BackButton';
import styles from './GroupActions.module.css';

export interface GroupAction {
  id: string;
  label: string;
  onClick: () => void | Promise<void>;
  severity?: ButtonProps['severity'];
  outlined?: boolean;
  disabled?: boolean;
}

interface Props {
  actions?: readonly GroupAction[];
  /** Adds a Back button before the actions. */
  back?: BackTarget;
  /** Where `{ kind: 'back' }` goes when the app's history has nothing behind this page. */
  backFallback?: string | null;
  /** Further controls in the same row (a dropdown button menu…). */
  children?: ReactNode;
  align?: 'start' | 'end';
  testId?: string;
}

/** A row of buttons; one running action disables the others until it ends. */
export function GroupActions({ actions = [], back, backFallback, children, align, testId }: Props) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (id: string, fn: () => void | Promise<void>) => {
    setRunning(id);
    try {
      await fn();
    } catch (error) {
      // The action is the page's: it shows its own failure; here it must only not stay spinning.
      console.error('[group-actions] action failed', error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <div
      className={`${styles.row} ${align === 'end' ? styles.end : ''}`}
      data-testid={testId}
      role="group"
    >
      {back && (
        <BackButton
          target={back}
          fallback={backFallback ?? null}
          label={t('screen.back')}
          busy={running !== null}
          onRun={(fn) => run('back', fn)}
        />
      )}
      {actions.map((action) => (
        <Button
          key={action.id}
          type="button"
          data-action={action.id}
          label={action.label}
          severity={action.severity}
          outlined={action.outlined}
          loading={running === action.id}
          disabled={action.disabled === true || running !== null}
          onClick={() => void run(action.id, action.onClick)}
        />
      ))}
      {children}
    </div>
  );
}
