import { randomUUID } from 'node:crypto';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { recordFormConfig, recordSave } from '../../../src/api/endpoints/pages/record-form';
import { ResultCode } from '../../../src/api/contract/envelope';
import {
  isContainer,
  type FieldConfig,
  type FormConfig,
} from '../../../src/shared/form-config/field-config';
import { formFields } from '../../../src/shared/form-config/form-fields';
import { draftFailures } from '../../../src/shared/form-config/draft-failures';
import { validateFields } from '../../../src/shared/validation/rules/validate-fields';
import { hasAuthority } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { recordForms } from '../../forms/records/record-forms';
import type { FormValues, RecordData, RecordForm } from '../../forms/records/record-form';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { menuPathOf, requirePage } from './declared-lists';

const declarations = new Map(declaredLists.map((l) => [l.declaration.id, l.declaration]));

function formOf(pageId: string): RecordForm {
  const form = recordForms.get(pageId);
  if (!form || !declarations.has(pageId)) {
    throw BusinessError.badRequest('noRecordForm', { pageId });
  }
  return form;
}

/** Adding needs `<page>.create`, every other mode `<page>.edit`. */
async function requireFormAuthority(db: Db, user: SessionUser, pageId: string, adding: boolean) {
  const declaration = declarations.get(pageId);
  if (!declaration) throw BusinessError.badRequest('noRecordForm', { pageId });
  await requirePage(db, user, declaration);
  const menu = menuPathOf(declaration);
  const pid = `${menu ?? pageId}.${adding ? 'create' : 'edit'}`;
  if (!(await hasAuthority(db, user, pid))) {
    throw new BusinessError(ResultCode.forbidden, 'forbidden');
  }
}

function fieldsOf(config: FormConfig): FieldConfig[] {
  return config.flatMap((item) => (isContainer(item) ? fieldsOf(item.children) : [item]));
}

// A configuration mistake is the server's own: it shows in the server log.
const log = (message: string, detail: unknown) => console.warn(message, detail);

/**
 * The record forms of declared pages: their configuration, and the save command, which checks
 * the values with the same shared rules the form ran, keeps non-editable fields as stored, and
 * refuses a record whose state the mode may not change.
 */
export function registerRecordSave(api: ApiMount): void {
  route(api, recordFormConfig, async ({ db, user, params, query, lang }) => {
    const form = formOf(params.pageId);
    await requireFormAuthority(db, user, params.pageId, query.mode === 'add');
    return form.config(lang, query.mode);
  });

  route(
    api,
    recordSave,
    async ({ db, user, body, lang }) => {
      const form = formOf(body.pageId);
      const adding = body.mode === 'add';
      await requireFormAuthority(db, user, body.pageId, adding);
      if (adding === (body.id !== undefined)) {
        throw BusinessError.badRequest('recordIdMode', { mode: body.mode });
      }

      let existing: RecordData | null = null;
      if (body.id !== undefined) {
        const { rows } = await db.query<{ data: RecordData }>(
          `SELECT data FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3
           FOR UPDATE`,
          [body.pageId, user.companyId, body.id],
        );
        existing = rows[0]?.data ?? null;
        if (!existing)
          throw BusinessError.badRequest('unknownRecord', { pageId: body.pageId, id: body.id });
        const allowed = form.editableStatuses[body.mode as Exclude<typeof body.mode, 'add'>];
        if (!allowed.includes(String(existing.status))) {
          throw BusinessError.badRequest('recordNotEditable', {
            id: body.id,
            status: String(existing.status),
          });
        }
        if (body.draft && existing.status !== 'DRAFT') {
          throw BusinessError.badRequest('recordNotEditable', {
            id: body.id,
            status: String(existing.status),
          });
        }
      }

      const config = form.config(lang, body.mode);
      // What may not be changed in this mode stays as stored, whatever the request says.
      const values: Record<string, FormValues[string]> = { ...body.values };
      for (const field of fieldsOf(config)) {
        if (!field.editable) values[field.name] = existing?.[field.name] ?? null;
      }
      const shown = formFields(config, values, log);
      const failures = validateFields(shown.rules, values);
      const kept = body.draft ? draftFailures(failures, values) : failures;
      const [field, failure] = Object.entries(kept)[0] ?? [];
      if (field && failure) {
        const label = fieldsOf(config).find((f) => f.name === field)?.label ?? field;
        throw BusinessError.badRequest('formFieldInvalid', { field: label, rule: failure.key });
      }

      const id = body.id ?? `${form.idPrefix}-${user.companyId}-${randomUUID().slice(0, 8)}`;
      const record = form.toRecord(values, {
        companyId: user.companyId,
        id,
        draft: body.draft,
        now: new Date().toISOString(),
        existing,
      });
      for (const name of form.unique) {
        const value = record[name];
        if (value === null || value === undefined) continue;
        const { rows } = await db.query(
          `SELECT 1 FROM page_records
           WHERE page_id = $1 AND company_id = $2 AND id <> $3 AND data->>'${name}' = $4`,
          [body.pageId, user.companyId, id, String(value)],
        );
        if (rows.length > 0) {
          const label = fieldsOf(config).find((f) => f.name === name)?.label ?? name;
          throw BusinessError.badRequest('recordValueTaken', { field: label });
        }
      }
      if (existing) {
        await db.query(
          `INSERT INTO page_record_events (page_id, company_id, record_id, action, before, by_user_id)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [body.pageId, user.companyId, id, body.mode, JSON.stringify(existing), user.id],
        );
      }
      await db.query(
        `INSERT INTO page_records (page_id, company_id, id, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (page_id, company_id, id) DO UPDATE SET data = $4, updated_at = now()`,
        [body.pageId, user.companyId, id, JSON.stringify(record)],
      );
      return { pageId: body.pageId, id, status: String(record.status ?? '') };
    },
    { command: true },
  );
}
