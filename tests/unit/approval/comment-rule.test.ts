import { describe, expect, it } from 'vitest';
import {
  APPROVAL_COMMENT_MAX,
  approvalCommentProblem,
} from '../../../src/shared/approval/comment-rule';

describe('approval comment rule (spec 001 §5)', () => {
  it('needs no comment to pass', () => {
    expect(approvalCommentProblem('passed', '')).toBeNull();
    expect(approvalCommentProblem('passed', '   ')).toBeNull();
  });

  it('refuses an empty or whitespace comment to deny or reject', () => {
    for (const reviewType of ['rejected', 'refused'] as const) {
      expect(approvalCommentProblem(reviewType, '')).toBe('required');
      expect(approvalCommentProblem(reviewType, ' \n\t\u00a0\u3000')).toBe('required');
      expect(approvalCommentProblem(reviewType, ' Missing invoice ')).toBeNull();
    }
  });

  it('takes at most 500 characters for every verdict', () => {
    expect(APPROVAL_COMMENT_MAX).toBe(500);
    for (const reviewType of ['passed', 'rejected', 'refused'] as const) {
      expect(approvalCommentProblem(reviewType, 'x'.repeat(500))).toBeNull();
      expect(approvalCommentProblem(reviewType, 'x'.repeat(501))).toBe('tooLong');
    }
  });

  it('counts characters as the user sees them: 500 emoji fit', () => {
    expect(approvalCommentProblem('refused', '😀'.repeat(500))).toBeNull();
    expect(approvalCommentProblem('refused', '😀'.repeat(501))).toBe('tooLong');
  });
});
