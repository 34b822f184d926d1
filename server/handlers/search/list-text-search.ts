import { wireColumns } from '../../../src/api/endpoints/pages/declared-list';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';

/**
 * The text columns a declared list searches by "contains" (ar-sql.ts `textCondition`): those its
 * query form asks for in a text input. Selects, enums and ids stay exact; a column filter's
 * option list sends exact values even on a search field, as a list.
 */
export function textSearchFields(declaration: PageDeclaration): string[] {
  const columns = wireColumns(declaration);
  return declaration.searchFields
    .filter((f) => f.control === 'input' && columns[f.key] === 'text')
    .map((f) => f.key);
}
