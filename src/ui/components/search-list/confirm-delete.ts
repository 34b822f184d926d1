import { confirmDialog } from 'primereact/confirmdialog';

/** Resolves true when the user accepts `common.del_confirm` (the App mounts the one <ConfirmDialog />). */
export function confirmDelete(message: string, header: string): Promise<boolean> {
  return new Promise((resolve) => {
    confirmDialog({
      message,
      header,
      icon: 'pi pi-exclamation-triangle',
      accept: () => resolve(true),
      reject: () => resolve(false),
      onHide: () => resolve(false),
    });
  });
}
