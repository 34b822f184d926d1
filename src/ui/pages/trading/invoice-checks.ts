import type {
  RecordCheckContext,
  RecordValues,
} from '../../../shared/validation/rules/record/record-problem';
import { invoiceProblems } from '../../../shared/validation/rules/record/trading-rules';

/**
 * The invoice's shared rules before sending, without the billed orders (the server looks them
 * up; the form fills buyer and currency from the chosen ones, so they agree already).
 */
export const invoiceChecks = (values: RecordValues, context: RecordCheckContext) =>
  invoiceProblems(values, context);
