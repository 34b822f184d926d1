import { z } from 'zod';
import { CHANGE_STATES, EDIT_ROLES } from '../../../shared/company-edit/change-rules';
import { LEGAL_FIELDS } from '../../../shared/company-edit/legal-fields';

const legalData = z.object(
  Object.fromEntries(LEGAL_FIELDS.map((f) => [f, z.string()])) as Record<
    (typeof LEGAL_FIELDS)[number],
    z.ZodString
  >,
);

/** A country and area as names in the request's language (codes are what the data holds). */
const placeNames = z.object({ country: z.string(), area: z.string() });

/** A change of legal data: what was approved when it was submitted, and what it proposes. */
export const companyChangeView = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  editRole: z.enum(EDIT_ROLES),
  status: z.enum(CHANGE_STATES),
  approved: legalData,
  proposed: legalData,
  approvedPlace: placeNames,
  proposedPlace: placeNames,
  changedFields: z.array(z.enum(LEGAL_FIELDS)),
  submittedByName: z.string(),
  /** ISO timestamps of the server's clock. */
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The reviewer's comment ('' until decided, and on a plain approval). */
  comment: z.string(),
});
export type CompanyChangeView = z.infer<typeof companyChangeView>;
