import { stampOwnSupplier } from '../../forms/records/own-supplier';
import { randomUUID } from 'node:crypto';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import {
  recordDetail,
  recordFormConfig,
  recordSave,
} from '../../../src/api/endpoints/pages/record-form';
import { namedTables, ownFields } from '../../../src/shared/form-config/form-parts';
import { formFields } from '../../../src/shared/form-config/form-fields';
import { draftFailures } from '../../../src/shared/form-config/draft-failures';
import { keptRows, tableRowsOf } from '../../../src/shared/form-config/table-rows';
import { validateFields } from '../../../src/shared/validation/rules/validate-fields';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { recordForms } from '../../forms/records/record-forms';
import type { FormValues, RecordData, RecordForm } from '../../forms/records/record-form';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { menuPathOf, requirePage, requirePageAuthority } from './declared-lists';
import { lockRecord, recordEvent } from './record-store';
import { logConfigWarning } from '../../forms/config-warning';
import { recordLookup } from '../../forms/records/record-checks';
import { fieldProblems, type RuleProblem } from '../../forms/records/field-problems';
import { businessToday } from '../../../src/shared/validation/rules/record/business-today';
import { RECORD_RULE_KEYS } from '../../../src/shared/validation/rules/record/record-problem';

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
  const pid = `${menuPathOf(declaration) ?? pageId}.${adding ? 'create' : 'edit'}`;
  await requirePageAuthority(db, user, declaration, [pid]);
}

// A configuration mistake is the server's own: it shows in the server log.
const log = logConfigWarning;

/**
 * The record forms of declared pages: their configuration, and the save command, which checks
 * the values with the same shared rules the form ran, keeps non-editable fields as stored, and
 * refuses a record whose state the mode may not change.
 */
export function registerRecordSave(api: ApiMount): void {
  route(api, recordDetail, async ({ db, user, params }) => {
    const declaration = declarations.get(params.pageId);
    if (!declaration) throw BusinessError.badRequest('noRecordForm', { pageId: params.pageId });
    await requirePage(db, user, declaration);
    const { rows } = await db.query<{ data: RecordData }>(
      'SELECT data FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3',
      [params.pageId, user.companyId, params.id],
    );
    const found = rows[0];
    return found ? { ...found.data, [declaration.rowKey]: params.id } : null;
  });

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

      const id = body.id ?? `${form.idPrefix}-${user.companyId}-${randomUUID().slice(0, 8)}`;
      const key = { pageId: body.pageId, companyId: user.companyId, id };
      let existing: RecordData | null = null;
      if (body.id !== undefined) {
        existing = await lockRecord<RecordData>(db, key);
        const status = String(existing.status);
        const allowed = form.editableStatuses[body.mode as Exclude<typeof body.mode, 'add'>];
        // A draft may only be saved as a draft while it still is one.
        if (!allowed.includes(status) || (body.draft && status !== 'DRAFT')) {
          throw BusinessError.badRequest('recordNotEditable', { id: body.id, status });
        }
      }

      const config = form.config(lang, body.mode);
      const fields = ownFields(config);
      const tables = namedTables(config);
      const labelOf = (name: string) => {
        const [tableName, row, cell] = name.split('.');
        const table = tables.find((t) => t.name === tableName);
        if (table && row !== undefined && cell !== undefined) {
          const label = table.fields.find((f) => f.name === cell)?.label ?? cell;
          return `${table.label} ${Number(row) + 1}: ${label}`;
        }
        return fields.find((f) => f.name === name)?.label ?? name;
      };
      // What may not be changed in this mode stays as stored, whatever the request says.
      const values: Record<string, FormValues[string]> = { ...body.values };
      for (const field of fields) {
        if (!field.editable) values[field.name] = existing?.[field.name] ?? null;
      }
      for (const table of tables) {
        const rows = tableRowsOf(values[table.name]);
        // Only the table's own cells are kept; a table none of whose cells may change stays.
        values[table.name] = table.fields.some((f) => f.editable)
          ? keptRows(
              rows,
              table.fields.map((f) => f.name),
            )
          : tableRowsOf(existing?.[table.name]);
      }
      const shown = formFields(config, values, log);
      const failures = validateFields(shown.rules, shown.ruleValues);
      const kept = body.draft ? draftFailures(failures, shown.ruleValues) : failures;
      const context = { mode: body.mode, draft: body.draft, today: businessToday() };
      const lookup = recordLookup(db, user.companyId);
      const checked = (await form.checks?.(values, context, lookup)) ?? [];
      // One problem per field: the field rule's first, else the business rule's.
      const problems: RuleProblem[] = Object.entries(kept).flatMap(([field, failure]) =>
        failure ? [{ field, ...failure }] : [],
      );
      for (const problem of checked) {
        if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
      }
      if (problems.length > 0) throw fieldProblems(problems, labelOf, lang);
      // The buyer select sends a code: the record keeps the name it was chosen by.
      const buyerValue = values.buyerName;
      if (typeof buyerValue === 'string' && buyerValue.trim() !== '') {
        const buyer = await lookup.buyer(buyerValue);
        if (buyer?.code === buyerValue.trim()) {
          values.buyerName = lang === 'zh-CN' ? buyer.name : buyer.nameEn;
        }
      }

      const record = form.toRecord(values, {
        id,
        draft: body.draft,
        now: new Date().toISOString(),
        existing,
      });
      await stampOwnSupplier(db, body.pageId, user.companyId, [record]);
      for (const name of form.unique) {
        const value = record[name];
        if (value === null || value === undefined) continue;
        const { rows } = await db.query(
          `SELECT 1 FROM page_records
           WHERE page_id = $1 AND company_id = $2 AND id <> $3 AND data->>'${name}' = $4`,
          [key.pageId, key.companyId, id, String(value)],
        );
        if (rows.length > 0) {
          throw fieldProblems([{ field: name, key: RECORD_RULE_KEYS.numberTaken }], labelOf, lang);
        }
      }
      if (existing) await recordEvent(db, key, body.mode, existing, user.id);
      await db.query(
        `INSERT INTO page_records (page_id, company_id, id, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (page_id, company_id, id) DO UPDATE SET data = $4, updated_at = now()`,
        [key.pageId, key.companyId, id, JSON.stringify(record)],
      );
      return { pageId: body.pageId, id, status: String(record.status ?? '') };
    },
    { command: true },
  );
}
