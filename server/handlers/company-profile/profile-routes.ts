import {
  attachmentAdd,
  attachmentTree,
} from '../../../src/api/endpoints/company-profile/attachment-tree';
import { companyProfile } from '../../../src/api/endpoints/company-profile/company-profile';
import { attachmentTreeOf } from '../../company-profile/attachment-tree';
import { fileIntoFolder } from '../../company-profile/company-files';
import { companyProfileOf } from '../../company-profile/profile-query';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** The profile, the attachment tree and filing uploads into a folder; always the caller's company. */
export function registerProfileRoutes(api: ApiMount): void {
  route(api, companyProfile, ({ db, user }) => companyProfileOf(db, user.companyId));
  route(api, attachmentTree, ({ db, user }) => attachmentTreeOf(db, user.companyId));
  route(
    api,
    attachmentAdd,
    async ({ db, user, body }) => ({
      added: await fileIntoFolder(
        db,
        { companyId: user.companyId, userId: user.id },
        body.kind,
        body.objectKeys,
      ),
    }),
    { command: true },
  );
}
