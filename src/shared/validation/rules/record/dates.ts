import {
  RECORD_RULE_KEYS,
  textOf,
  type RecordCheckContext,
  type RecordProblem,
  type RecordValues,
} from './record-problem';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The issue date is on or before the due date; a record being created (added, or a draft
 * submitted) has a due date that is not in the past. Both on the due date field, the one to fix.
 * `YYYY-MM-DD` texts compare as dates; anything else is left to the date rule.
 */
export function dateProblems(
  values: RecordValues,
  context: RecordCheckContext,
  issueField = 'issueDate',
  dueField = 'dueDate',
): RecordProblem[] {
  const issue = textOf(values, issueField);
  const due = textOf(values, dueField);
  if (due === null || !ISO_DATE.test(due)) return [];
  if (issue !== null && ISO_DATE.test(issue) && issue > due) {
    return [{ field: dueField, key: RECORD_RULE_KEYS.dateOrder, params: { issueDate: issue } }];
  }
  const creating = context.mode === 'add' || context.mode === 'draft';
  if (creating && due < context.today) {
    return [{ field: dueField, key: RECORD_RULE_KEYS.duePast, params: { today: context.today } }];
  }
  return [];
}
