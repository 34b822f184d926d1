import { confirmDialog } from 'primereact/confirmdialog';

export interface ConfirmRequest {
  /** The dialog's title: the action ("Withdraw", "Delete"). */
  header: string;
  /** What will happen to which record(s): "Withdraw finance order FN… (USD 417,668.94)?" */
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  /** Irreversible actions get the danger colour on their accept button. */
  danger?: boolean;
}

/**
 * Resolves true when the user accepts. The App mounts the one <ConfirmDialog /> this reaches:
 * pages must not mount their own, or the dialog would open once per mounted copy.
 */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    confirmDialog({
      header: request.header,
      message: request.message,
      icon: request.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
      acceptLabel: request.acceptLabel,
      rejectLabel: request.rejectLabel,
      acceptClassName: request.danger ? 'p-button-danger' : undefined,
      // The safe choice has the focus, so Enter on a stray keypress cancels.
      defaultFocus: 'reject',
      accept: () => resolve(true),
      reject: () => resolve(false),
      onHide: () => resolve(false),
    });
  });
}
