import type { Db } from '../db/db';

/** The development mailbox lists at most this many messages, newest first. */
export const MAILBOX_PAGE_SIZE = 50;

export interface StoredMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  sentAt: string;
}

/**
 * The newest messages, all or those of one recipient. `to` is an e-mail address or a user name:
 * a user name stands for that user's e-mail address (mail is delivered to addresses), and is
 * also matched as a recipient itself, as DevMail allows either.
 */
export async function readMailbox(db: Db, to: string | undefined): Promise<StoredMail[]> {
  const wanted = to?.trim().toLowerCase() ?? '';
  const { rows } = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    body: string;
    sent_at: Date;
  }>(
    `SELECT id::text, recipient, subject, body, sent_at FROM dev_mailbox
     WHERE $1 = '' OR lower(recipient) = $1
        OR lower(recipient) IN (SELECT lower(email) FROM users WHERE lower(user_name) = $1)
     ORDER BY id DESC LIMIT $2`,
    [wanted, MAILBOX_PAGE_SIZE],
  );
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    sentAt: row.sent_at.toISOString(),
  }));
}
