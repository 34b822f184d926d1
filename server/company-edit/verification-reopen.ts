import type { LegalField } from '../../src/shared/company-edit/legal-fields';
import { reopensVerification } from '../../src/shared/company-edit/legal-fields';
import type { Db } from '../db/db';

/**
 * After an approved change of the company's identity (a new name or registration), the bank
 * account that verified it proves the old identity only: the company's real-name verification is
 * re-opened (docs/realname.md#re-verification) and finance orders wait until it is verified again.
 * The operators' personal verifications stay: a person's identity did not change. Runs inside the
 * approval's transaction, so a refused approval re-opens nothing.
 */
export async function reopenVerificationAfter(
  db: Db,
  companyId: string,
  changed: readonly LegalField[],
): Promise<boolean> {
  if (!reopensVerification(changed)) return false;
  await db.query('UPDATE companies SET realname_verified_at = NULL WHERE id = $1', [companyId]);
  return true;
}
