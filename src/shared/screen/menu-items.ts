import { isActionVisible } from '../permissions/actions';
import type { PrincipalLike } from '../permissions/principal';

/** An entry of a dropdown button menu; `authorities` as for page actions (spec 000 §6). */
export interface GatedItem {
  id: string;
  authorities: readonly string[];
}

/** The items the principal may see, in their order; none when nobody is signed in. */
export function visibleItems<T extends GatedItem>(
  items: readonly T[],
  principal: PrincipalLike | null | undefined,
): T[] {
  return items.filter((item) => isActionVisible(principal, item.authorities));
}
