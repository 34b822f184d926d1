import { orgAccountPage } from './pages/org-account';
import type { PageDeclaration } from './types';

/** Every declared search-list page by id; the worker resolves `pages.query(pageId)` here. */
export const pageDeclarations: Readonly<Record<string, PageDeclaration>> = {
  [orgAccountPage.id]: orgAccountPage,
};
