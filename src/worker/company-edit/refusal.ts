import { ApiError, type ApiFieldProblem } from '../../shared/errors/api-error';

/** A final refusal of the server, as plain data for the page (the form keeps what was typed). */
export interface Refusal {
  kind: 'rejected';
  code: number;
  message: string;
  messageKey?: string;
  fields?: ApiFieldProblem[];
}

/** A business refusal becomes data; anything else (offline, a bug) is thrown on. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError && error.kind === 'business') {
    return {
      kind: 'rejected',
      code: error.code,
      message: error.message,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
      ...(error.fields ? { fields: [...error.fields] } : {}),
    };
  }
  throw error;
}
