import type { EndpointDef } from '../../contract/endpoint';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { financeLists } from './groups/finance';
import { settlementLists } from './groups/settlement';
import { tradeLists } from './groups/trade';

/** A declared page served by the generic record store: its declaration and list endpoint. */
export interface DeclaredList {
  declaration: PageDeclaration;
  endpoint: EndpointDef;
}

/** Every declared list the reference server serves from its record store. */
export const declaredLists: readonly DeclaredList[] = [
  ...tradeLists,
  ...financeLists,
  ...settlementLists,
];
