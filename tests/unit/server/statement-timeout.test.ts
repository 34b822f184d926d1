import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/api/contract/envelope';
import { BusinessError } from '../../../server/http/business-error';
import { businessEnvelope } from '../../../server/http/envelopes';
import { STATEMENT_TIMEOUT_MS, statementTimeoutError } from '../../../server/db/statement-timeout';

describe('statementTimeoutError', () => {
  it('answers a statement stopped by statement_timeout as the timeout envelope, in both languages', () => {
    // What node-postgres throws when PostgreSQL cancels a statement (SQLSTATE 57014).
    const canceled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const mapped = statementTimeoutError(canceled);
    expect(mapped).toBeInstanceOf(BusinessError);
    const seconds = String(STATEMENT_TIMEOUT_MS / 1000);
    const en = businessEnvelope(mapped as BusinessError, 'en-US');
    expect(en).toMatchObject({ code: ResultCode.serverError, messageKey: 'common.error.timeout' });
    expect(en.message).toContain(seconds);
    expect(businessEnvelope(mapped as BusinessError, 'zh-CN').message).toContain(seconds);
  });

  it('leaves every other failure as it was', () => {
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(statementTimeoutError(other)).toBe(other);
    expect(statementTimeoutError(null)).toBeNull();
  });
});
