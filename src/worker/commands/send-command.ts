import type { HttpClient } from '../../api/http/client';
import { COMMAND_ID_HEADER } from '../../api/contract/envelope';
import type { OutboxRecord } from '../../db/records';
import { ApiError } from '../../shared/errors/api-error';
import { commandTypes, isCommandType } from './command-types';

/**
 * Posts one outbox command with its id as the idempotency key. Silent: a rejection is recorded on
 * the command and reported through the outbox, not as a stray notice.
 */
export function createCommandSender(http: HttpClient) {
  return async (command: OutboxRecord, signal: AbortSignal): Promise<unknown> => {
    if (!isCommandType(command.type)) {
      throw new ApiError({
        kind: 'business',
        code: 400,
        message: `unknown command type "${command.type}"`,
        messageKey: 'common.error.bad_request',
      });
    }
    const type = commandTypes[command.type];
    const input = 'input' in type ? type.input(command.payload) : { body: command.payload };
    return http.call(type.endpoint, input as never, {
      signal,
      silent: true,
      headers: { [COMMAND_ID_HEADER]: command.id },
    });
  };
}
