import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { boundedNumber } from '../../../shared/validation/input/numbers';
import { formConfigSchema } from '../../../shared/form-config/field-config';
import { MAX_TABLE_ROWS } from '../../../shared/form-config/table-rows';
import { defineEndpoint } from '../../contract/endpoint';

/**
 * How a record form is opened (docs/declared-pages.md): a new record, an open one edited, a
 * draft continued, or a financed one updated (only some fields editable).
 */
export const RECORD_FORM_MODES = ['add', 'edit', 'draft', 'update'] as const;
export type RecordFormMode = (typeof RECORD_FORM_MODES)[number];

const BASE = '/api/{product}-financial-transaction/client';

/** GET: the backend's field configuration of a page's record form in one mode (spec 001 §3). */
export const recordFormConfig = defineEndpoint({
  id: 'pages.recordFormConfig',
  method: 'GET',
  path: `${BASE}/field/config/{pageId}`,
  params: z.object({ pageId: identifier(64).min(1) }),
  query: z.object({ mode: z.enum(RECORD_FORM_MODES) }),
  data: formConfigSchema,
});

/** A table container's lines: cell texts by field name (src/shared/form-config/table-rows.ts). */
const tableRows = z.array(z.record(identifier(64), freeText())).max(MAX_TABLE_ROWS);

const formValue = z.union([freeText(), boundedNumber, z.boolean(), z.null(), tableRows]);

export const recordSaveBody = z.object({
  pageId: identifier(64).min(1),
  mode: z.enum(RECORD_FORM_MODES),
  /** The record's row key; absent when adding. */
  id: identifier(64).min(1).optional(),
  /** Save as a draft: only what is filled in is checked, nothing is required. */
  draft: z.boolean().default(false),
  values: z.record(identifier(64), formValue),
});

export const recordSaveData = z.object({
  pageId: z.string(),
  id: z.string(),
  status: z.string(),
});

/**
 * GET: one record as stored, for its form: every field, its table lines included (a list row
 * carries only the declared columns). Null when the company has no such record.
 */
export const recordDetail = defineEndpoint({
  id: 'pages.recordDetail',
  method: 'GET',
  path: `${BASE}/records/{pageId}/{id}`,
  params: z.object({ pageId: identifier(64).min(1), id: identifier(64).min(1) }),
  data: z.record(z.string(), z.unknown()).nullable(),
});

/** POST: creates or changes a record from its form (a command: sent through the outbox). */
export const recordSave = defineEndpoint({
  id: 'pages.recordSave',
  method: 'POST',
  path: `${BASE}/records/save`,
  body: recordSaveBody,
  data: recordSaveData,
});
