import type { Widen } from '../widen';

/** /reset-pwd: password reset by one-time code (docs/password-reset.md). */
export const en = {} as const;

export const zh: Widen<typeof en> = {};
