import { randomUUID } from 'node:crypto';
import { ResultCode } from '../../src/api/contract/envelope';
import type { Db } from '../db/db';
import { BusinessError } from '../http/business-error';

export type WorkflowOperation = 'SUBMITTED' | 'PASSED' | 'REJECTED' | 'REFUSED';
export type WorkflowStatus = 'OPEN' | 'PASSED' | 'REJECTED' | 'REFUSED';

export interface StartWorkflow {
  businessType: string;
  businessNo: string;
  ownerCompanyId: string;
  approverCompanyId: string;
  nodeName: string;
  /** Who submitted; the history's first row names them (the owner company when absent). */
  submitter?: { userId: string; userName: string };
}

/** The spec's workflow history (001 §3): the open task, if any, and every row of every round. */
export interface WorkflowHistory {
  currentNode: string | null;
  taskId: string | null;
  detailDTOS: {
    /** ISO timestamp of the server's clock. */
    updateTime: string;
    assigneeName: string;
    operation: WorkflowOperation;
    auditComment: string;
    nodeName: string;
    round: number;
  }[];
}

export interface WorkflowRound {
  businessType: string;
  businessNo: string;
  round: number;
  ownerCompanyId: string;
  approverCompanyId: string;
  currentNode: string;
  taskId: string;
  status: WorkflowStatus;
}

interface RoundRow {
  business_type: string;
  business_no: string;
  round: number;
  owner_company_id: string;
  approver_company_id: string;
  current_node: string;
  task_id: string;
  status: WorkflowStatus;
}

const ROUND_COLUMNS = `business_type, business_no, round, owner_company_id, approver_company_id,
  current_node, task_id, status`;

const toRound = (r: RoundRow): WorkflowRound => ({
  businessType: r.business_type,
  businessNo: r.business_no,
  round: r.round,
  ownerCompanyId: r.owner_company_id,
  approverCompanyId: r.approver_company_id,
  currentNode: r.current_node,
  taskId: r.task_id,
  status: r.status,
});

/**
 * Opens a new round for the record with one open task, and writes its SUBMITTED row. Called in the
 * submitting command's transaction; a resubmission after a deny opens the next round. A record
 * with a round still open is refused (409): its approver has not answered yet.
 */
export async function startWorkflow(db: Db, w: StartWorkflow): Promise<{ taskId: string }> {
  return db.transaction(async (tx) => {
    // Serialises two submissions of one record, so both cannot pick the same next round.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
      `workflow:${w.businessType}:${w.businessNo}`,
    ]);
    const { rows: open } = await tx.query<{ task_id: string }>(
      `SELECT task_id FROM workflow_instances
       WHERE business_type = $1 AND business_no = $2 AND status = 'OPEN'`,
      [w.businessType, w.businessNo],
    );
    if (open.length > 0) {
      throw new BusinessError(ResultCode.conflict, 'workflowAlreadyOpen', () => ({
        businessNo: w.businessNo,
      }));
    }
    const taskId = randomUUID();
    const { rows } = await tx.query<{ round: number }>(
      `INSERT INTO workflow_instances (business_type, business_no, round, owner_company_id,
         approver_company_id, current_node, task_id, status)
       SELECT $1, $2, COALESCE(MAX(round), 0) + 1, $3, $4, $5, $6, 'OPEN'
       FROM workflow_instances WHERE business_type = $1 AND business_no = $2
       RETURNING round`,
      [w.businessType, w.businessNo, w.ownerCompanyId, w.approverCompanyId, w.nodeName, taskId],
    );
    const round = rows[0]?.round;
    if (round === undefined) throw new Error('workflow round was not created');
    const submitterName =
      w.submitter?.userName ?? (await companyName(tx, w.ownerCompanyId)) ?? w.ownerCompanyId;
    await insertHistoryRow(tx, {
      businessType: w.businessType,
      businessNo: w.businessNo,
      round,
      taskId,
      nodeName: w.nodeName,
      operation: 'SUBMITTED',
      comment: '',
      assigneeId: w.submitter?.userId ?? null,
      assigneeName: submitterName,
      companyId: w.ownerCompanyId,
    });
    return { taskId };
  });
}

async function companyName(db: Db, companyId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
    companyId,
  ]);
  return rows[0]?.name ?? null;
}

export interface HistoryRow {
  businessType: string;
  businessNo: string;
  round: number;
  taskId: string;
  nodeName: string;
  operation: WorkflowOperation;
  comment: string;
  assigneeId: string | null;
  assigneeName: string;
  companyId: string;
}

export async function insertHistoryRow(db: Db, row: HistoryRow): Promise<void> {
  await db.query(
    `INSERT INTO workflow_history (business_type, business_no, round, task_id, node_name,
       operation, comment, assignee_id, assignee_name, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.businessType,
      row.businessNo,
      row.round,
      row.taskId,
      row.nodeName,
      row.operation,
      row.comment,
      row.assigneeId,
      row.assigneeName,
      row.companyId,
    ],
  );
}

/** The record's latest round (its parties and whether a task is open); null when never submitted. */
export async function latestRound(
  db: Db,
  businessType: string,
  businessNo: string,
): Promise<WorkflowRound | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM workflow_instances
     WHERE business_type = $1 AND business_no = $2 ORDER BY round DESC LIMIT 1`,
    [businessType, businessNo],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** The round of a task, locked for the caller's transaction; null for an unknown task. */
export async function lockRoundOfTask(db: Db, taskId: string): Promise<WorkflowRound | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM workflow_instances WHERE task_id = $1 FOR UPDATE`,
    [taskId],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** Closes an open round with the approver's verdict; false when it was no longer open. */
export async function closeRound(
  db: Db,
  taskId: string,
  status: Exclude<WorkflowStatus, 'OPEN'>,
): Promise<boolean> {
  const { rows } = await db.query<{ task_id: string }>(
    `UPDATE workflow_instances SET status = $2, closed_at = now()
     WHERE task_id = $1 AND status = 'OPEN' RETURNING task_id`,
    [taskId, status],
  );
  return rows.length > 0;
}

/**
 * Every row of every round of the record, oldest first, with the open task if there is one. A
 * record is approved a handful of times, so the rows are few; the limit only bounds a runaway.
 */
export async function workflowHistory(
  db: Db,
  businessType: string,
  businessNo: string,
): Promise<WorkflowHistory> {
  // One after the other: a transaction handle runs one statement at a time.
  const latest = await latestRound(db, businessType, businessNo);
  const { rows } = await db.query<{
    created_at: Date;
    assignee_name: string;
    operation: WorkflowOperation;
    comment: string;
    node_name: string;
    round: number;
  }>(
    `SELECT created_at, assignee_name, operation, comment, node_name, round
       FROM workflow_history WHERE business_type = $1 AND business_no = $2
       ORDER BY id LIMIT 1000`,
    [businessType, businessNo],
  );
  const open = latest?.status === 'OPEN' ? latest : null;
  return {
    currentNode: open?.currentNode ?? null,
    taskId: open?.taskId ?? null,
    detailDTOS: rows.map((r) => ({
      updateTime: r.created_at.toISOString(),
      assigneeName: r.assignee_name,
      operation: r.operation,
      auditComment: r.comment,
      nodeName: r.node_name,
      round: r.round,
    })),
  };
}
