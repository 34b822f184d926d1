import type { CompanyChangeView } from '../../src/api/endpoints/company-edit/company-change-view';
import type { ChangeState, EditRole } from '../../src/shared/company-edit/change-rules';
import type { LegalData, LegalField } from '../../src/shared/company-edit/legal-fields';
import type { Language } from '../../src/shared/constants';
import type { Db } from '../db/db';
import { placeNames } from './place-names';

interface ChangeRow {
  id: string;
  company_id: string;
  company_name: string;
  company_name_en: string;
  edit_role: EditRole;
  status: ChangeState;
  approved: LegalData;
  proposed: LegalData;
  changed_fields: LegalField[];
  submitted_by_name: string;
  submitted_at: Date;
  decided_at: Date | null;
  comment: string;
}

const SELECT = `SELECT ch.id, ch.company_id, c.name AS company_name, c.name_en AS company_name_en,
    ch.edit_role, ch.status, ch.approved, ch.proposed, ch.changed_fields, ch.submitted_by_name,
    ch.submitted_at, ch.decided_at, ch.comment
  FROM company_changes ch JOIN companies c ON c.id = ch.company_id`;

async function toView(db: Db, r: ChangeRow, lang: Language): Promise<CompanyChangeView> {
  const [approvedPlace, proposedPlace] = await Promise.all([
    placeNames(db, r.approved.countryCode, r.approved.areaCode, lang),
    placeNames(db, r.proposed.countryCode, r.proposed.areaCode, lang),
  ]);
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: lang === 'zh-CN' ? r.company_name : r.company_name_en,
    editRole: r.edit_role,
    status: r.status,
    approved: r.approved,
    proposed: r.proposed,
    approvedPlace,
    proposedPlace,
    changedFields: r.changed_fields,
    submittedByName: r.submitted_by_name,
    submittedAt: r.submitted_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    comment: r.comment,
  };
}

export async function pendingChangeOf(
  db: Db,
  companyId: string,
  lang: Language,
): Promise<CompanyChangeView | null> {
  const { rows } = await db.query<ChangeRow>(
    `${SELECT} WHERE ch.company_id = $1 AND ch.status = 'PENDING'`,
    [companyId],
  );
  const row = rows[0];
  return row ? toView(db, row, lang) : null;
}

export async function changeById(
  db: Db,
  id: string,
  lang: Language,
): Promise<CompanyChangeView | null> {
  const { rows } = await db.query<ChangeRow>(`${SELECT} WHERE ch.id = $1`, [id]);
  const row = rows[0];
  return row ? toView(db, row, lang) : null;
}

/** The reviewer's list: changes in one state, oldest first (the queue's order), at most 200. */
export async function changesIn(
  db: Db,
  status: ChangeState,
  lang: Language,
): Promise<CompanyChangeView[]> {
  const order = status === 'PENDING' ? 'ASC' : 'DESC';
  const { rows } = await db.query<ChangeRow>(
    `${SELECT} WHERE ch.status = $1 ORDER BY ch.submitted_at ${order}, ch.id LIMIT 200`,
    [status],
  );
  return Promise.all(rows.map((r) => toView(db, r, lang)));
}

export interface NewChange {
  companyId: string;
  editRole: EditRole;
  approved: LegalData;
  proposed: LegalData;
  changedFields: readonly LegalField[];
  submittedBy: string;
  submittedByName: string;
}

/** Inserts a pending change numbered CC-<company>-<n>; the caller has locked the company. */
export async function insertChange(db: Db, change: NewChange): Promise<string> {
  const { rows } = await db.query<{ seq: number }>(
    'SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM company_changes WHERE company_id = $1',
    [change.companyId],
  );
  const seq = rows[0]?.seq ?? 1;
  const id = `CC-${change.companyId}-${seq}`;
  await db.query(
    `INSERT INTO company_changes (id, company_id, seq, edit_role, status, approved, proposed,
       changed_fields, submitted_by, submitted_by_name)
     VALUES ($1, $2, $3, $4, 'PENDING', $5, $6, $7, $8, $9)`,
    [
      id,
      change.companyId,
      seq,
      change.editRole,
      JSON.stringify(change.approved),
      JSON.stringify(change.proposed),
      JSON.stringify(change.changedFields),
      change.submittedBy,
      change.submittedByName,
    ],
  );
  return id;
}

/** The change's company and state, its row locked for the decision. */
export async function lockChange(
  db: Db,
  id: string,
): Promise<{
  companyId: string;
  status: ChangeState;
  proposed: LegalData;
  changedFields: LegalField[];
} | null> {
  const { rows } = await db.query<{
    company_id: string;
    status: ChangeState;
    proposed: LegalData;
    changed_fields: LegalField[];
  }>(
    `SELECT company_id, status, proposed, changed_fields FROM company_changes
     WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const r = rows[0];
  return r
    ? {
        companyId: r.company_id,
        status: r.status,
        proposed: r.proposed,
        changedFields: r.changed_fields,
      }
    : null;
}

export async function closeChange(
  db: Db,
  id: string,
  status: Exclude<ChangeState, 'PENDING'>,
  decidedBy: string,
  comment: string,
): Promise<void> {
  await db.query(
    `UPDATE company_changes SET status = $2, decided_by = $3, decided_at = now(), comment = $4
     WHERE id = $1`,
    [id, status, decidedBy, comment],
  );
}
