/**
 * Problems the shared input primitives report, as stable ids in the zod issue's message. The
 * server turns them into text in the request's language (server/http/input-problems.ts); they
 * never reach a user untranslated.
 */
export const INPUT_PROBLEMS = {
  calendarDate: 'input.calendarDate',
  dateTime: 'input.dateTime',
  controlCharacter: 'input.controlCharacter',
  nul: 'input.nul',
  tooDeep: 'input.tooDeep',
} as const;

export type InputProblem = (typeof INPUT_PROBLEMS)[keyof typeof INPUT_PROBLEMS];
