import { defineEndpoint } from '../../contract/endpoint';
import {
  INTENTION_BASE,
  intentionFiguresBody,
  intentionId,
  intentionSchema,
} from './intention-schemas';

/** POST edit: new figures for an intention not yet accepted; any price it had is voided. */
export const intentionEdit = defineEndpoint({
  id: 'orgInfo.edit',
  method: 'POST',
  path: `${INTENTION_BASE}/edit`,
  body: intentionFiguresBody.extend({ id: intentionId }),
  data: intentionSchema,
});
