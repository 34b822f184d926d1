/**
 * Who may do what with a company's profile and its changes, in which state
 * (docs/company-review.md). The edit page, the review page and the server all ask this module.
 */

// The edit authority itself is COMPANY_EDIT_AUTHORITY of shared/company-profile/profile-permissions:
// the profile's Edit button, its documents and the edit page are one permission.

/**
 * The platform reviewer's authority: permission node review.company-changes with the spec's
 * "Sign off/Accept" action (spec 000 §6 lists no "approve"). A root of its own in the tree, so no
 * company's `org` grant carries it.
 */
export const COMPANY_REVIEW_AUTHORITY = 'review.company-changes.signOff';

/** The workflow business type of a change to legal data (server/workflow, docs/approvals.md). */
export const COMPANY_CHANGE_TYPE = 'COMPANY_CHANGE';
/** The one approval node of a company change. */
export const COMPANY_CHANGE_NODE = 'PLATFORM_REVIEW';

export const CHANGE_STATES = ['PENDING', 'APPROVED', 'RETURNED'] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

/** The reviewer's two answers: approve (workflow "passed") or return with a comment ("rejected"). */
export const REVIEW_DECISIONS = ['passed', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The edit of each company role (spec 000 §7): a session without a role edits as the director. */
export const EDIT_ROLES = ['DIRECTOR', 'SUPPLIER', 'BUYER', 'FUNDER'] as const;
export type EditRole = (typeof EDIT_ROLES)[number];

export function editRoleOf(companyRole: string | null | undefined): EditRole {
  if (companyRole === 'SUPPLIER' || companyRole === 'BUYER' || companyRole === 'FUNDER') {
    return companyRole;
  }
  return 'DIRECTOR';
}

/**
 * Whether an edit that changes legal data may be submitted: one pending change a company. While a
 * change waits, the form shows the legal fields read-only and other edits still apply; a request
 * that changes legal data anyway is refused whole (409), so nothing half-applies.
 */
export const maySubmitLegalChange = (pending: ChangeState | null): boolean => pending !== 'PENDING';

/** Only a pending change is decided; an approved or returned one is history. */
export const mayDecide = (state: ChangeState): boolean => state === 'PENDING';
