import { z } from 'zod';
import { ID_TYPES } from '../../../shared/realname/realname-rules';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { REALNAME_BASE } from './realname-status';

/**
 * The operator's name and ID document. Input the rules refuse is a 400 naming the field; a
 * document that is well-formed but cannot be accepted (already verified for another user) is the
 * outcome REFUSED with its reason, and the page sends the user to personal-error.
 */
export const verifyPerson = defineEndpoint({
  id: 'realname.verifyPerson',
  method: 'POST',
  path: `${REALNAME_BASE}/verifyPerson`,
  body: z.object({
    realName: freeText(60).trim().min(1),
    idType: z.enum(ID_TYPES),
    idNo: identifier(20).trim().min(1),
  }),
  data: z.object({
    outcome: z.enum(['VERIFIED', 'REFUSED']),
    reason: z.enum(['ID_IN_USE']).nullable(),
  }),
});
