import type { Widen } from '../widen';

/** /org/company/detail and /detail/attach: the company profile (docs/company.md). */
export const en = {} as const;

export const zh: Widen<typeof en> = {};
