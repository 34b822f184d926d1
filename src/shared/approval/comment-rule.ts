import { remarkLength } from '../screen/remark';

/**
 * Spec 001 §5 and §9: an approval comment holds at most 500 characters, counted as the user sees
 * them (code points, like the remark card's counter), not UTF-16 units.
 */
export const APPROVAL_COMMENT_MAX = 500;

/** The approver's verdicts (spec 001 §3 approval payload): pass, deny, reject. */
export const REVIEW_TYPES = ['passed', 'rejected', 'refused'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export type ApprovalCommentProblem = 'required' | 'tooLong';

/**
 * Spec 001 §5: deny (rejected) and reject (refused) need a comment that is not empty or
 * whitespace; pass needs none. Any comment is at most 500 characters. The card and the server run
 * this same rule, so a refused comment never leaves the page and a crafted request is refused too.
 */
export function approvalCommentProblem(
  reviewType: ReviewType,
  comment: string,
): ApprovalCommentProblem | null {
  if (remarkLength(comment) > APPROVAL_COMMENT_MAX) return 'tooLong';
  if (reviewType !== 'passed' && comment.trim() === '') return 'required';
  return null;
}
