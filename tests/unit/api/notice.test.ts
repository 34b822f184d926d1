import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors/api-error';
import { failureEffects } from '../../../src/api/http/failure-policy';
import { noticeEvent, noticeFromApiError } from '../../../src/api/http/notice';

const error = (kind: ApiError['kind'], message = 'm', messageKey?: string) =>
  new ApiError({ kind, code: 1, message, ...(messageKey ? { messageKey } : {}) });

describe('turning a failure into a notice', () => {
  it('titles it Error and keeps the message and its key', () => {
    expect(noticeFromApiError(error('business', 'Amount too high', 'finance.amount_high'))).toEqual(
      {
        titleKey: 'common.error_title',
        message: 'Amount too high',
        messageKey: 'finance.amount_high',
      },
    );
  });

  it("says 'unknown' when there is no message", () => {
    expect(noticeFromApiError(error('network', '')).message).toBe('unknown');
  });

  it('works on the plain data of an error that crossed the worker boundary', () => {
    expect(noticeFromApiError(error('http', 'Bad Gateway').toJSON())).toEqual({
      titleKey: 'common.error_title',
      message: 'Bad Gateway',
    });
  });

  it('becomes the warning event the worker pushes to the UI', () => {
    expect(noticeEvent(noticeFromApiError(error('business', 'x')))).toEqual({
      type: 'notice',
      level: 'warn',
      titleKey: 'common.error_title',
      message: 'x',
    });
  });
});

describe('which failures notify and which end the session', () => {
  const loud = { silent: false, isMockToken: false };

  it('notifies for business, http, network, timeout and contract failures', () => {
    for (const kind of ['business', 'http', 'network', 'timeout', 'contract'] as const) {
      expect(failureEffects(error(kind), loud)).toEqual({ expireSession: false, notify: true });
    }
  });

  it('never notifies for a cancel, for block:invalid, or when silent', () => {
    expect(failureEffects(error('cancelled'), loud).notify).toBe(false);
    expect(failureEffects(error('business', 'block:invalid'), loud).notify).toBe(false);
    expect(failureEffects(error('business'), { ...loud, silent: true }).notify).toBe(false);
  });

  it('ends the session for a session failure unless the token is a mock', () => {
    expect(failureEffects(error('session'), loud)).toEqual({ expireSession: true, notify: false });
    expect(failureEffects(error('session'), { ...loud, isMockToken: true })).toEqual({
      expireSession: false,
      notify: false,
    });
  });
});
