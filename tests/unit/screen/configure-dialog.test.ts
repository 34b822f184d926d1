import { describe, expect, it } from 'vitest';
import {
  canDismiss,
  dialogReducer,
  idleDialog,
  runConfirm,
} from '../../../src/shared/screen/configure-dialog';

describe('configure dialog confirm cycle', () => {
  it('closes only when the handler answers true', async () => {
    await expect(runConfirm(() => true)).resolves.toEqual({ type: 'answered', close: true });
    await expect(runConfirm(() => Promise.resolve(true))).resolves.toEqual({
      type: 'answered',
      close: true,
    });
  });

  it('stays open when the handler answers false', async () => {
    await expect(runConfirm(() => false)).resolves.toEqual({ type: 'answered', close: false });
    await expect(runConfirm(() => Promise.resolve(false))).resolves.toEqual({
      type: 'answered',
      close: false,
    });
  });

  it('stays open with the error when the handler throws or rejects', async () => {
    const boom = new Error('boom');
    await expect(
      runConfirm(() => {
        throw boom;
      }),
    ).resolves.toEqual({ type: 'threw', error: boom });
    await expect(runConfirm(() => Promise.reject(boom))).resolves.toEqual({
      type: 'threw',
      error: boom,
    });
    const state = dialogReducer({ ...idleDialog, running: true }, { type: 'threw', error: boom });
    expect(state).toEqual({ running: false, error: boom, failed: true });
  });

  it('is loading while the handler runs and cannot be dismissed then', () => {
    const running = dialogReducer(idleDialog, { type: 'confirm' });
    expect(running.running).toBe(true);
    expect(canDismiss(running)).toBe(false);
    expect(canDismiss(dialogReducer(running, { type: 'answered', close: false }))).toBe(true);
  });

  it('ignores a second confirm while running and clears the last error on a new one', () => {
    const running = dialogReducer(idleDialog, { type: 'confirm' });
    expect(dialogReducer(running, { type: 'confirm' })).toBe(running);
    const failed = dialogReducer(running, { type: 'threw', error: 'x' });
    expect(dialogReducer(failed, { type: 'confirm' })).toEqual({
      running: true,
      error: null,
      failed: false,
    });
  });

  it('forgets an error when reset (the dialog opened anew)', () => {
    const failed = dialogReducer(idleDialog, { type: 'threw', error: 'x' });
    expect(dialogReducer(failed, { type: 'reset' })).toEqual(idleDialog);
  });
});
