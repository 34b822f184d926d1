import type { ActionDeclaration } from '../../../shared/page-declaration/types';

/**
 * How many selected rows an action needs: `none` (Create, Export), `one` (Edit, View, Upload:
 * it opens one row's page), `many` (Delete, Withdraw…: it acts on every selected row and says
 * how many in its label).
 */
export function selectionRule(action: ActionDeclaration): 'none' | 'one' | 'many' {
  if (!action.needsSelection) return 'none';
  // Upload opens the attachments of one record, with or without a declared route; Sign off
  // shows one contract's terms and document before the signer confirms (docs/contract-signing.md).
  return action.opensRoute || action.id === 'upload' || action.id === 'signOff' ? 'one' : 'many';
}
