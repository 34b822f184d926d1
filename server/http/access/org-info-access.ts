import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { intentionAdd } from '../../../src/api/endpoints/org-info/intention-add';
import { intentionAnswer } from '../../../src/api/endpoints/org-info/intention-answer';
import { intentionApplication } from '../../../src/api/endpoints/org-info/intention-application';
import { intentionDetail } from '../../../src/api/endpoints/org-info/intention-detail';
import { intentionEdit } from '../../../src/api/endpoints/org-info/intention-edit';
import { intentionList } from '../../../src/api/endpoints/org-info/intention-list';
import { intentionPrice } from '../../../src/api/endpoints/org-info/intention-price';
import { INTENTION_AUTHORITY } from '../../../src/shared/org-info/intention-lifecycle';
import { authority, menu, type RouteAccess } from '../route-access';

/**
 * The access of the /api routes of financing intentions and their pricing (/org/info). Reads need
 * the page; each step its authority of node org.info (intention-lifecycle.ts). Who may take the
 * step in which state, on which intention, is the handlers' check.
 */
export const orgInfoAccess: [EndpointDef, RouteAccess][] = [
  [intentionList, menu('org.info')],
  [intentionDetail, menu('org.info')],
  [intentionAdd, authority(INTENTION_AUTHORITY.create)],
  [intentionEdit, authority(INTENTION_AUTHORITY.edit)],
  [intentionPrice, authority(INTENTION_AUTHORITY.price)],
  [intentionAnswer, authority(INTENTION_AUTHORITY.accept)],
  [intentionApplication, authority(INTENTION_AUTHORITY.apply)],
];
