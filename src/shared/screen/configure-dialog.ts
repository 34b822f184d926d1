/**
 * The configure dialog's confirm cycle (spec 001 §2): it closes only when the confirm handler
 * answers true; false keeps it open quietly, a throw keeps it open with the error shown.
 */
export type ConfirmHandler = () => boolean | Promise<boolean>;

export interface DialogState {
  running: boolean;
  /** What the last confirm threw; cleared by the next confirm. */
  error: unknown;
  failed: boolean;
}

export type DialogEvent =
  | { type: 'confirm' }
  | { type: 'answered'; close: boolean }
  | { type: 'threw'; error: unknown }
  | { type: 'reset' };

export const idleDialog: DialogState = { running: false, error: null, failed: false };

export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case 'confirm':
      // A second click while the handler runs must not start it twice.
      return state.running ? state : { running: true, error: null, failed: false };
    case 'answered':
      return idleDialog;
    case 'threw':
      return { running: false, error: event.error, failed: true };
    case 'reset':
      return idleDialog;
  }
}

/** Runs the handler and says how it ended; never throws. Only a strict `true` closes. */
export async function runConfirm(handler: ConfirmHandler): Promise<DialogEvent> {
  try {
    const answer = await handler();
    return { type: 'answered', close: answer === true };
  } catch (error) {
    return { type: 'threw', error };
  }
}

/** The dialog may not be dismissed while its handler runs: the outcome would have nowhere to go. */
export const canDismiss = (state: DialogState): boolean => !state.running;
