import { ResultCode, type Envelope } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import type { Db } from '../db/db';
import { BusinessError } from './business-error';
import { businessEnvelope, failureEnvelope, successEnvelope } from './envelopes';

/** Ids are client-made (UUIDv7 in the portal); anything printable and short is accepted. */
export const COMMAND_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export interface CommandScope {
  /** Ids are scoped per user: two users may (by chance or malice) pick the same id. */
  userId: string;
  commandId: string | undefined;
  endpointId: string;
}

export interface CommandOutcome {
  envelope: Envelope;
  /** True when the answer is the stored answer of an earlier request with the same id. */
  replayed: boolean;
}

interface StoredRow {
  endpoint_id: string;
  code: number;
  message: string;
  message_key: string | null;
  data: unknown;
}

/**
 * Runs a command at most once per (user, id). The effect and the stored answer commit in the same
 * transaction, so a crash leaves either both or neither. A business rejection is final and stored
 * too (its effect rolled back to a savepoint); an unexpected failure rolls everything back and
 * stores nothing, so the client may retry it. Concurrent repeats queue on an advisory lock (on
 * PGlite, a single connection, transactions are serial anyway).
 */
export async function runCommand(
  db: Db,
  scope: CommandScope,
  lang: Language,
  work: (tx: Db) => Promise<unknown>,
): Promise<CommandOutcome> {
  const { commandId } = scope;
  if (commandId === undefined) {
    // No id: still all-or-nothing, just not deduplicated.
    try {
      const data = await db.transaction(work);
      return { envelope: successEnvelope(data), replayed: false };
    } catch (error) {
      if (error instanceof BusinessError)
        return { envelope: businessEnvelope(error, lang), replayed: false };
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `command:${scope.userId}:${commandId}`,
    ]);
    const { rows } = await tx.query<StoredRow>(
      `SELECT endpoint_id, code, message, message_key, data FROM command_results
       WHERE user_id = $1 AND command_id = $2`,
      [scope.userId, commandId],
    );
    const stored = rows[0];
    if (stored) {
      if (stored.endpoint_id !== scope.endpointId) {
        return {
          envelope: failureEnvelope(ResultCode.conflict, 'commandConflict', lang, {
            commandId,
            endpoint: stored.endpoint_id,
          }),
          replayed: false,
        };
      }
      return { envelope: storedEnvelope(stored), replayed: true };
    }

    let envelope: Envelope;
    try {
      envelope = successEnvelope(await tx.transaction(work));
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      envelope = businessEnvelope(error, lang);
    }
    await tx.query(
      `INSERT INTO command_results (user_id, command_id, endpoint_id, code, message, message_key, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        scope.userId,
        commandId,
        scope.endpointId,
        envelope.code,
        envelope.message,
        envelope.messageKey ?? null,
        JSON.stringify(envelope.data ?? null),
      ],
    );
    return { envelope, replayed: false };
  });
}

function storedEnvelope(row: StoredRow): Envelope {
  const envelope: Envelope = { code: row.code, message: row.message, data: row.data };
  if (row.message_key !== null) envelope.messageKey = row.message_key;
  return envelope;
}
