import type { DeclaredList } from '../declared-lists';

/** Endpoints of the declared lists of repayment, proof and reports (paths in docs/declared-pages.md). */
export const settlementLists: readonly DeclaredList[] = [];
