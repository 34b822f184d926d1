import { z } from 'zod';
import { calendarDate } from '../../../shared/validation/input/dates';
import { defineEndpoint } from '../../contract/endpoint';
import {
  FINANCE_ORDER_BASE,
  moneyInput,
  RECEIVABLES_MAX,
  receivableRef,
  trialResultSchema,
} from './order-schemas';
import { intentionId } from '../org-info/intention-schemas';
import { financingProductId } from './picker-schemas';

/**
 * POST (spec 001 §7): the trial of a selection. The server reads the product's terms, the
 * receivables' open amounts and the base rate itself (never from the body) and answers the
 * shared computeTrial's figures, or a 400 naming the field computeTrial refused. With
 * `intentionId`, the rate is that accepted intention's (docs/financing-intentions.md).
 */
export const trialCalculation = defineEndpoint({
  id: 'financeOrder.trialCalculation',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/trialCalculation`,
  body: z.object({
    financingProductId,
    receivables: z.array(receivableRef).max(RECEIVABLES_MAX),
    /** Null asks for the most the advance rate allows. */
    requestedAmount: moneyInput.nullable(),
    dueDate: calendarDate,
    /** An accepted intention of the caller: its price replaces the product's rate. */
    intentionId: intentionId.optional(),
  }),
  data: trialResultSchema,
});
