import { z } from 'zod';
import { OTHER_LIST_TYPES } from '../../../shared/company-edit/industries';
import { defineEndpoint } from '../../contract/endpoint';
import { COMPANY_BASE } from './company-edit-base';

export const listWithOtherBody = z.object({ type: z.enum(OTHER_LIST_TYPES) });

/** POST listWithOther (spec 000 §7): a list's choices in the request's language, OTHER last. */
export const listWithOther = defineEndpoint({
  id: 'companyEdit.listWithOther',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/listWithOther`,
  body: listWithOtherBody,
  data: z.array(z.object({ value: z.string(), label: z.string(), other: z.boolean() })),
});
