import { financePages } from './groups/finance';
import { settlementPages } from './groups/settlement';
import { tradePages } from './groups/trade';
import { orgAccountPage } from './pages/org-account';
import type { PageDeclaration } from './types';

const declared: readonly PageDeclaration[] = [
  orgAccountPage,
  ...tradePages,
  ...financePages,
  ...settlementPages,
];

/** Every declared search-list page by id; the worker resolves `pages.query(pageId)` here. */
export const pageDeclarations: Readonly<Record<string, PageDeclaration>> = Object.fromEntries(
  declared.map((d) => [d.id, d]),
);
