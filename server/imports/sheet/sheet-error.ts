/** Why a file could not be read as an import's sheet; the handler turns each into a message. */
export type SheetProblem =
  'unreadable' | 'tooManyRows' | 'tooManyColumns' | 'tooLarge' | 'timedOut' | 'busy';

/** A refusal of the file, not a failure of the server: answered as a 400 naming it. */
export class SheetError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`sheet refused: ${problem}`);
    this.name = 'SheetError';
  }
}
