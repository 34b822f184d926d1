import type { Language } from '../../src/shared/constants';
import {
  checkIdNumber,
  checkRealName,
  normalizeIdNumber,
  type IdType,
} from '../../src/shared/realname/realname-rules';
import type { Db } from '../db/db';
import { realnameFieldRefusal } from './field-refusal';
import { ID_PROBLEM_TEXT, NAME_PROBLEM_TEXT } from './realname-texts';

export interface PersonInput {
  realName: string;
  idType: IdType;
  idNo: string;
}

/**
 * Verifies the operator: the rules' checks of name and number (a 400 on the field), then the
 * document must not be verified already for someone else (one identity, one user). There is no
 * issuing authority to ask in the reference server; a real platform would ask it here.
 */
export async function verifyPersonIdentity(
  db: Db,
  userId: string,
  input: PersonInput,
  lang: Language,
  now: Date,
): Promise<{ outcome: 'VERIFIED' | 'REFUSED'; reason: 'ID_IN_USE' | null }> {
  const nameProblem = checkRealName(input.realName);
  if (nameProblem) throw realnameFieldRefusal('realName', NAME_PROBLEM_TEXT[nameProblem], lang);
  const idProblem = checkIdNumber(input.idType, input.idNo, now);
  if (idProblem) throw realnameFieldRefusal('idNo', ID_PROBLEM_TEXT[idProblem], lang);
  const idNo = normalizeIdNumber(input.idNo);
  const { rows } = await db.query(
    `SELECT 1 FROM person_identities
     WHERE id_type = $1 AND upper(id_no) = $2 AND user_id <> $3 AND verified_at IS NOT NULL`,
    [input.idType, idNo, userId],
  );
  if (rows.length > 0) return { outcome: 'REFUSED', reason: 'ID_IN_USE' };
  await db.query(
    `INSERT INTO person_identities (user_id, real_name, id_type, id_no, verified_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE
       SET real_name = EXCLUDED.real_name, id_type = EXCLUDED.id_type, id_no = EXCLUDED.id_no,
           verified_at = EXCLUDED.verified_at`,
    [userId, input.realName.trim(), input.idType, idNo, now],
  );
  return { outcome: 'VERIFIED', reason: null };
}
