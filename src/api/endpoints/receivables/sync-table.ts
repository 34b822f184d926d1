import { z } from 'zod';
import { count } from '../../../shared/validation/input/numbers';
import { defineEndpoint } from '../../contract/endpoint';
import { AR_BASE } from './common';

/** Tables a client can mirror; their column order is SYNC_COLUMNS (docs/receivables-sync.md). */
export const SYNC_TABLES = [
  'buyers',
  'receivables',
  'payments',
  'dilutions',
  'financings',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/**
 * Column order of the compact rows, per table. Money is a decimal string, dates `YYYY-MM-DD`,
 * `updatedAt` an ISO time, `seq` a number. The first column is the row's key.
 */
export const SYNC_COLUMNS = {
  buyers: ['buyerCode', 'buyerName', 'country', 'updatedAt', 'seq'],
  receivables: [
    'id',
    'invoiceNo',
    'buyerCode',
    'currency',
    'issueDate',
    'dueDate',
    'amount',
    'outstanding',
    'status',
    'financed',
    'updatedAt',
    'seq',
  ],
  payments: [
    'id',
    'receivableId',
    'invoiceNo',
    'buyerCode',
    'currency',
    'paymentDate',
    'amount',
    'updatedAt',
    'seq',
  ],
  dilutions: [
    'id',
    'receivableId',
    'invoiceNo',
    'buyerCode',
    'currency',
    'dilutionDate',
    'amount',
    'reason',
    'updatedAt',
    'seq',
  ],
  financings: [
    'id',
    'receivableId',
    'buyerCode',
    'currency',
    'financingDate',
    'repaymentDate',
    'amount',
    'balance',
    'status',
    'updatedAt',
    'seq',
  ],
} as const satisfies Record<SyncTable, readonly string[]>;

export const SYNC_MAX_LIMIT = 50_000;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Everything of one table that changed after `sinceSeq` (0: the whole table), in seq order, at
 * most `limit` changes: `rows` (arrays in `columns` order) and `deleted` tombstones `[key, seq]`.
 * Ask again with `sinceSeq: nextSeq` until `done`. A changed `version` (the data was reseeded)
 * means: drop the local copy and start from 0. With `countRemaining` the answer carries
 * `remaining`: how many changes there are after `sinceSeq` (this page included), for a progress
 * total; a client asks for it on the first page of a sync only, since it costs a count.
 */
export const syncTable = defineEndpoint({
  id: 'receivables.syncTable',
  method: 'POST',
  path: `${AR_BASE}/sync/{table}`,
  params: z.object({ table: z.enum(SYNC_TABLES) }),
  body: z.object({
    sinceSeq: count.default(0),
    limit: z.number().int().min(1).max(SYNC_MAX_LIMIT).default(10_000),
    countRemaining: z.boolean().default(false),
  }),
  data: z.object({
    table: z.enum(SYNC_TABLES),
    version: z.string(),
    columns: z.array(z.string()),
    rows: z.array(z.array(cell)),
    deleted: z.array(z.tuple([z.string(), z.number()])),
    nextSeq: z.number().int(),
    done: z.boolean(),
    /** Only with `countRemaining`: changes after `sinceSeq`, this page's included. */
    remaining: z.number().int().min(0).optional(),
  }),
});

/**
 * The Arrow IPC stream answer of the same route, asked with `Accept: application/vnd.apache.arrow.stream`
 * (docs/receivables-sync.md, "Sync in Arrow"): one record batch stream whose fields are the
 * table's SYNC_COLUMNS, rows in seq order, and whose schema metadata carries the rest of the
 * JSON answer (SYNC_ARROW_META), known before the first row is read.
 */
export const SYNC_ARROW_MEDIA_TYPE = 'application/vnd.apache.arrow.stream';

/**
 * How each column travels in Arrow: `f64` Float64 (ids, seq: whole numbers), `utf8` Utf8,
 * `dict` Dictionary<Utf8, Int32> (codes and names from a short list), `date` Date32 (days),
 * `money` Int64 of minor units with SYNC_MONEY_SCALE decimals (never a float), `bool` Bool,
 * `time` Timestamp in ms, UTC.
 */
export type SyncWireKind = 'f64' | 'utf8' | 'dict' | 'date' | 'money' | 'bool' | 'time';

export const SYNC_WIRE_KINDS = {
  buyers: ['utf8', 'utf8', 'dict', 'time', 'f64'],
  receivables: [
    'f64',
    'utf8',
    'dict',
    'dict',
    'date',
    'date',
    'money',
    'money',
    'dict',
    'bool',
    'time',
    'f64',
  ],
  payments: ['f64', 'f64', 'utf8', 'dict', 'dict', 'date', 'money', 'time', 'f64'],
  dilutions: ['f64', 'f64', 'utf8', 'dict', 'dict', 'date', 'money', 'dict', 'time', 'f64'],
  financings: [
    'f64',
    'f64',
    'dict',
    'dict',
    'date',
    'date',
    'money',
    'money',
    'dict',
    'time',
    'f64',
  ],
} as const satisfies Record<SyncTable, readonly SyncWireKind[]>;

/** Decimals of a `money` column's integers (field metadata `scale`): cents. */
export const SYNC_MONEY_SCALE = 2;

/**
 * Schema metadata keys of the Arrow answer: the JSON answer's fields besides `rows` and
 * `columns`, as text (`deleted` is the JSON array of `[key, seq]`, `done` is `true`/`false`,
 * `remaining` only with `countRemaining`).
 */
export const SYNC_ARROW_META = {
  table: 'table',
  version: 'version',
  nextSeq: 'nextSeq',
  done: 'done',
  remaining: 'remaining',
  deleted: 'deleted',
} as const;
