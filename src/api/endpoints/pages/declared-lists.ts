import type { EndpointDef } from '../../contract/endpoint';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { tradingLists } from './groups/trading';

/** A declared page served by the generic record store: its declaration and list endpoint. */
export interface DeclaredList {
  declaration: PageDeclaration;
  endpoint: EndpointDef;
}

/** Every declared list the reference server serves from its record store. */
export const declaredLists: readonly DeclaredList[] = [...tradingLists];
