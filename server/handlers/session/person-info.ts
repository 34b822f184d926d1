import { personInfo } from '../../../src/api/endpoints/session/person-info';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { maskMiddle } from './mask-middle';

/**
 * POST person info: the real-name verification of the signed-in person. Numbers leave the server
 * masked only (the full ones are never needed by the portal). Someone who has not started
 * verification gets their display name, empty id fields and verified false; a submitted but
 * unverified record is verified false with its masked number.
 */
export function registerPersonInfo(api: ApiMount): void {
  route(api, personInfo, async ({ db, user }) => {
    const { rows } = await db.query<{
      cname: string;
      mobile: string;
      real_name: string | null;
      id_type: string | null;
      id_no: string | null;
      verified_at: Date | null;
      company_verified: boolean;
    }>(
      `SELECT u.cname, u.mobile, p.real_name, p.id_type, p.id_no, p.verified_at,
              c.realname_verified_at IS NOT NULL AS company_verified
       FROM users u LEFT JOIN person_identities p ON p.user_id = u.id
       JOIN companies c ON c.id = u.company_id
       WHERE u.id = $1`,
      [user.id],
    );
    const row = rows[0];
    if (!row) throw new Error(`user ${user.id} of a live session is missing`);
    return {
      name: row.real_name ?? row.cname,
      idType: row.id_type ?? '',
      idNoMasked: maskMiddle(row.id_no ?? ''),
      mobileMasked: maskMiddle(row.mobile),
      verified: row.verified_at !== null,
      verifiedAt: row.verified_at?.toISOString() ?? null,
      companyVerified: row.company_verified,
    };
  });
}
