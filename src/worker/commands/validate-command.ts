import { ApiError } from '../../shared/errors/api-error';
import { commandTypes, isCommandType } from './command-types';

/** A command that could never succeed is refused before it enters the outbox, draft untouched. */
export function validateCommand(type: string, payload: unknown): unknown {
  if (!isCommandType(type)) {
    throw new ApiError({
      kind: 'contract',
      code: 400,
      message: `unknown command type "${type}"`,
      messageKey: 'common.error.bad_request',
    });
  }
  const parsed = commandTypes[type].payload.safeParse(payload);
  if (!parsed.success) {
    const detail = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(payload)'}: ${i.message}`,
    );
    throw new ApiError({
      kind: 'contract',
      code: 400,
      message: `invalid ${type}: ${detail.join('; ')}`,
      messageKey: 'common.error.bad_request',
    });
  }
  return parsed.data;
}
