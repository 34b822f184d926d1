import { useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import {
  canDismiss,
  dialogReducer,
  idleDialog,
  runConfirm,
  type ConfirmHandler,
} from '../../../shared/screen/configure-dialog';
import { errorText } from '../../core/error-text';
import styles from './ConfigureDialog.module.css';

/** Spec 001 §2: a configure dialog is 412 px wide unless the page says otherwise. */
export const CONFIGURE_DIALOG_WIDTH = 412;

interface Props {
  visible: boolean;
  title: string;
  children: ReactNode;
  /** Answers true to close; false keeps the dialog open; a throw keeps it open with the error. */
  onConfirm: ConfirmHandler;
  /** The dialog wants to close: after a confirm that answered true, or when cancelled. */
  onHide: (reason: 'confirmed' | 'cancelled') => void;
  width?: number;
  confirmLabel?: string;
  testId?: string;
}

/** A modal that asks or configures something and closes only once its handler agrees. */
export function ConfigureDialog(props: Props) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(dialogReducer, idleDialog);
  const { onConfirm, onHide } = props;

  const close = (reason: 'confirmed' | 'cancelled') => {
    // The next opening starts clean: an old error must not greet a new question.
    dispatch({ type: 'reset' });
    onHide(reason);
  };
  const cancel = () => {
    if (canDismiss(state)) close('cancelled');
  };
  const confirm = async () => {
    if (state.running) return;
    dispatch({ type: 'confirm' });
    const outcome = await runConfirm(onConfirm);
    if (outcome.type === 'threw') console.error('[configure-dialog] confirm failed', outcome.error);
    dispatch(outcome);
    if (outcome.type === 'answered' && outcome.close) close('confirmed');
  };

  const footer = (
    <div className={styles.footer}>
      <Button
        type="button"
        label={t('common.cancel')}
        outlined
        disabled={state.running}
        onClick={cancel}
        data-action="cancel"
      />
      <Button
        type="button"
        label={props.confirmLabel ?? t('screen.dialog.confirm')}
        loading={state.running}
        onClick={() => void confirm()}
        data-action="confirm"
      />
    </div>
  );

  return (
    <Dialog
      visible={props.visible}
      header={props.title}
      footer={footer}
      onHide={cancel}
      closable={!state.running}
      style={{ width: props.width ?? CONFIGURE_DIALOG_WIDTH }}
      breakpoints={{ '480px': '95vw' }}
      data-testid={props.testId}
    >
      {props.children}
      {state.failed && (
        <p role="alert" className={styles.error}>
          {errorText(t, state.error)}
        </p>
      )}
    </Dialog>
  );
}
