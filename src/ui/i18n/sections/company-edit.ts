import type { Widen } from '../widen';

/** /org/company/edit and the review of legal-data changes (docs/company.md). */
export const en = {} as const;

export const zh: Widen<typeof en> = {};
