import type { Widen } from '../widen';

/** /realname and its steps: company and personal verification (docs/realname.md). */
export const en = {} as const;

export const zh: Widen<typeof en> = {};
