import { randomBytes } from 'node:crypto';
import type { PreviewTokenKind } from '../../src/api/endpoints/session/preview-token';
import type { Db } from '../db/db';

/** Long enough that a demo database keeps working links; a start renews an expired one. */
export const PREVIEW_TOKEN_DAYS = 365;
/** A prefix says what a token is for when it shows up in a log or an address. */
const PREFIX: Readonly<Record<PreviewTokenKind, string>> = { exhibition: 'exh', notice: 'ntc' };

export type PreviewTokens = Readonly<Record<PreviewTokenKind, string>>;

/** Stores a new random token of `kind` (128 bits, hex) valid for PREVIEW_TOKEN_DAYS. */
export async function createPreviewToken(db: Db, kind: PreviewTokenKind): Promise<string> {
  const token = `${PREFIX[kind]}_${randomBytes(16).toString('hex')}`;
  await db.query(
    `INSERT INTO preview_tokens (token, kind, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [token, kind, PREVIEW_TOKEN_DAYS],
  );
  return token;
}

/**
 * The newest live token of each kind, for the banner and for tests. The seed makes them; a
 * database seeded before preview tokens existed, or whose token has expired, gets a new one
 * here, so the printed links always open. Locked so servers sharing a PostgreSQL make one each.
 */
export async function loadPreviewTokens(db: Db): Promise<PreviewTokens> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('preview_tokens'))`);
    const tokenOf = async (kind: PreviewTokenKind): Promise<string> => {
      const { rows } = await tx.query<{ token: string }>(
        `SELECT token FROM preview_tokens
         WHERE kind = $1 AND expires_at > now() + interval '1 day'
         ORDER BY expires_at DESC LIMIT 1`,
        [kind],
      );
      return rows[0]?.token ?? createPreviewToken(tx, kind);
    };
    return { exhibition: await tokenOf('exhibition'), notice: await tokenOf('notice') };
  });
}
