import type { DeclaredList } from '../declared-lists';

/** Endpoints of the declared lists of finance and payment (paths in docs/declared-pages.md). */
export const financeLists: readonly DeclaredList[] = [];
