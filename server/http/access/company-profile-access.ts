import type { EndpointDef } from '../../../src/api/contract/endpoint';
import {
  attachmentAdd,
  attachmentTree,
} from '../../../src/api/endpoints/company-profile/attachment-tree';
import {
  batchDownloadByKey,
  batchDownloadDmsAndS3,
  dmsUrl,
  downloadBatch,
} from '../../../src/api/endpoints/company-profile/batch-download';
import { companyProfile } from '../../../src/api/endpoints/company-profile/company-profile';
import {
  COMPANY_DETAIL_MENU,
  COMPANY_EDIT_AUTHORITY,
} from '../../../src/shared/company-profile/profile-permissions';
import { authority, menu, type RouteAccess } from '../route-access';

const VIEW = menu(COMPANY_DETAIL_MENU);

/**
 * The access of the /api routes of the company profile (detail, attachments, batch download):
 * whoever sees the company detail may read it and download its documents; filing documents
 * changes the company, so it needs the edit authority (docs/company.md).
 */
export const companyProfileAccess: [EndpointDef, RouteAccess][] = [
  [companyProfile, VIEW],
  [attachmentTree, VIEW],
  [attachmentAdd, authority(COMPANY_EDIT_AUTHORITY)],
  [downloadBatch, VIEW],
  [batchDownloadDmsAndS3, VIEW],
  [batchDownloadByKey, VIEW],
  [dmsUrl, VIEW],
];
