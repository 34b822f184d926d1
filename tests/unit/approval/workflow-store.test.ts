import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { openPgliteDb } from '../../../server/db/pglite-db';
import { BusinessError } from '../../../server/http/business-error';
import { approveTask } from '../../../server/workflow/approve-task';
import {
  registerWorkflowOutcome,
  unregisterWorkflowOutcome,
  type WorkflowOutcome,
} from '../../../server/workflow/outcome-registry';
import { startWorkflow, workflowHistory } from '../../../server/workflow/workflow-store';

// A type of this test only: the registry lives in the process, so it must not be a real one.
const TYPE = 'TEST_APPROVAL';
const OWNER = 'T-OWNER';
const APPROVER = 'T-APPROVER';
const approver = { userId: 'u-approver', userName: 'Ann Approver', companyId: APPROVER };
const owner = { userId: 'u-owner', userName: 'Olly Owner', companyId: OWNER };

let dir: string;
let db: Db;
let seq = 0;
const outcomes: WorkflowOutcome[] = [];
/** Business numbers whose outcome refuses, as a business rule would. */
const refusing = new Set<string>();

/** Every migration file in order, applied directly (the store needs the whole schema). */
async function migrateAll(target: Db): Promise<void> {
  const migrations = new URL('../../../server/db/migrations/', import.meta.url);
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await target.exec(readFileSync(new URL(file, migrations), 'utf8'));
  }
}

async function addCompany(id: string, userId: string, name: string): Promise<void> {
  await db.query(
    `INSERT INTO companies (id, code, name, name_en, biz_reg_no, country_code, address, status, roles)
     VALUES ($1, $1, $2, $2, '-', 'SG', '-', 'ACTIVE', '[]')`,
    [id, `${id} Ltd`],
  );
  await db.query(
    `INSERT INTO users (id, user_name, password_hash, cname, email, company_id, language, time_zone,
       time_format, user_code, user_roles, roles, description)
     VALUES ($1, $1, '-', $2, '-', $3, 'en-US', 'UTC', '-', $1, '-', '[]', '-')`,
    [userId, name, id],
  );
}

async function submit(): Promise<{ businessNo: string; taskId: string }> {
  seq += 1;
  const businessNo = `REC-${seq}`;
  const { taskId } = await startWorkflow(db, {
    businessType: TYPE,
    businessNo,
    ownerCompanyId: OWNER,
    approverCompanyId: APPROVER,
    nodeName: 'APPROVAL',
    submitter: { userId: owner.userId, userName: owner.userName },
  });
  return { businessNo, taskId };
}

const decide = (
  actor: typeof approver,
  task: { businessNo: string; taskId: string },
  reviewType: 'passed' | 'rejected' | 'refused',
  approvalComments = '',
) =>
  approveTask(
    db,
    actor,
    { ...task, businessType: TYPE, nodeName: 'APPROVAL', reviewType, approvalComments },
    'en-US',
  );

async function refusal(promise: Promise<unknown>): Promise<BusinessError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessError);
  return error as BusinessError;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'workflow-store-'));
  db = await openPgliteDb(dir);
  await migrateAll(db);
  await addCompany(OWNER, owner.userId, owner.userName);
  await addCompany(APPROVER, approver.userId, approver.userName);
  registerWorkflowOutcome(TYPE, async (tx, outcome) => {
    if (refusing.has(outcome.businessNo)) {
      throw BusinessError.badRequest('unknownWorkflowRecord', { businessNo: outcome.businessNo });
    }
    // Written in the approval's transaction: a refusal later would undo it too.
    await tx.query('SELECT 1');
    outcomes.push(outcome);
  });
}, 120_000);

afterAll(async () => {
  unregisterWorkflowOutcome(TYPE);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('workflow store', () => {
  it('opens a round with its submitted row and the open task', async () => {
    const task = await submit();
    const history = await workflowHistory(db, TYPE, task.businessNo);
    expect(history.currentNode).toBe('APPROVAL');
    expect(history.taskId).toBe(task.taskId);
    expect(history.detailDTOS).toEqual([
      expect.objectContaining({
        operation: 'SUBMITTED',
        assigneeName: owner.userName,
        auditComment: '',
        round: 1,
      }),
    ]);
  });

  it('refuses a second submission while the round is open', async () => {
    const task = await submit();
    const error = await refusal(
      startWorkflow(db, {
        businessType: TYPE,
        businessNo: task.businessNo,
        ownerCompanyId: OWNER,
        approverCompanyId: APPROVER,
        nodeName: 'APPROVAL',
      }),
    );
    expect(error.messageId).toBe('workflowAlreadyOpen');
  });

  it('passes: history row, round closed, outcome run with the verdict', async () => {
    const task = await submit();
    const answer = await decide(approver, task, 'passed');
    expect(answer.operation).toBe('PASSED');
    expect(outcomes.at(-1)).toEqual({
      businessNo: task.businessNo,
      reviewType: 'passed',
      comment: '',
      actor: approver,
    });
    const history = await workflowHistory(db, TYPE, task.businessNo);
    expect(history.taskId).toBeNull();
    expect(history.currentNode).toBeNull();
    expect(history.detailDTOS.map((d) => [d.operation, d.assigneeName])).toEqual([
      ['SUBMITTED', owner.userName],
      ['PASSED', approver.userName],
    ]);
  });

  it('a deny closes the round and a resubmission opens the next one', async () => {
    const task = await submit();
    await decide(approver, task, 'rejected', '  Missing the invoice copy  ');
    const again = await startWorkflow(db, {
      businessType: TYPE,
      businessNo: task.businessNo,
      ownerCompanyId: OWNER,
      approverCompanyId: APPROVER,
      nodeName: 'APPROVAL',
    });
    expect(again.taskId).not.toBe(task.taskId);
    const history = await workflowHistory(db, TYPE, task.businessNo);
    expect(history.taskId).toBe(again.taskId);
    expect(history.detailDTOS.map((d) => [d.operation, d.round, d.auditComment])).toEqual([
      ['SUBMITTED', 1, ''],
      ['REJECTED', 1, 'Missing the invoice copy'],
      ['SUBMITTED', 2, ''],
    ]);
    // Without a submitter the owner company is named.
    expect(history.detailDTOS[2]?.assigneeName).toBe(`${OWNER} Ltd`);
  });

  it('refuses a handled task as stale (409) and writes nothing', async () => {
    const task = await submit();
    await decide(approver, task, 'refused', 'Buyer unknown to us');
    const error = await refusal(decide(approver, task, 'passed'));
    expect(error.code).toBe(409);
    expect(error.messageId).toBe('workflowTaskStale');
    const history = await workflowHistory(db, TYPE, task.businessNo);
    expect(history.detailDTOS).toHaveLength(2);
  });

  it('lets only the approver decide; a stranger learns nothing', async () => {
    const task = await submit();
    const byOwner = await refusal(decide(owner, task, 'passed'));
    expect([byOwner.code, byOwner.messageId]).toEqual([403, 'workflowNotApprover']);
    const stranger = { ...approver, companyId: 'T-STRANGER' };
    const byStranger = await refusal(decide(stranger, task, 'passed'));
    expect([byStranger.code, byStranger.messageId]).toEqual([400, 'badRequest']);
    const wrongRecord = await refusal(decide(approver, { ...task, businessNo: 'REC-0' }, 'passed'));
    expect(wrongRecord.code).toBe(400);
    expect((await workflowHistory(db, TYPE, task.businessNo)).taskId).toBe(task.taskId);
  });

  it('needs a comment that is not blank to deny or reject, none to pass', async () => {
    const task = await submit();
    for (const reviewType of ['rejected', 'refused'] as const) {
      const error = await refusal(decide(approver, task, reviewType, ' \n\t '));
      expect(error.data).toEqual({
        fields: [expect.objectContaining({ field: 'approvalComments' })],
      });
    }
    const tooLong = await refusal(decide(approver, task, 'passed', 'x'.repeat(501)));
    expect(tooLong.data).toEqual({
      fields: [expect.objectContaining({ field: 'approvalComments' })],
    });
    expect((await workflowHistory(db, TYPE, task.businessNo)).taskId).toBe(task.taskId);
  });

  it('an outcome that refuses undoes the history row and the closing', async () => {
    const task = await submit();
    refusing.add(task.businessNo);
    const before = outcomes.length;
    await refusal(decide(approver, task, 'passed'));
    expect(outcomes).toHaveLength(before);
    const history = await workflowHistory(db, TYPE, task.businessNo);
    expect(history.taskId).toBe(task.taskId);
    expect(history.detailDTOS.map((d) => d.operation)).toEqual(['SUBMITTED']);
    refusing.delete(task.businessNo);
    expect((await decide(approver, task, 'passed')).operation).toBe('PASSED');
  });
});
