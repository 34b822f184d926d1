/** Why a file's text could not be had: answered as a translated refusal by the handler. */
export class OcrError extends Error {
  constructor(readonly problem: 'busy' | 'timedOut' | 'unreadable') {
    super(`recognition ${problem}`);
    this.name = 'OcrError';
  }
}
