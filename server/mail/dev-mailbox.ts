import type { Db } from '../db/db';
import type { Logger } from '../log';

/** One message the reference server would have e-mailed. */
export interface DevMail {
  /** A user name or e-mail address: whoever the development mailbox lists it under. */
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Delivers a message to the development mailbox (docs/password-reset.md#mailbox): kept in
 * `dev_mailbox` and printed to the server's log, never sent to the real world. The reference
 * server has no mail transport on purpose: a code or a deposit notice must not leave the machine.
 */
export async function deliverDevMail(db: Db, log: Logger, mail: DevMail): Promise<void> {
  await db.query('INSERT INTO dev_mailbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    mail.recipient,
    mail.subject,
    mail.body,
  ]);
  log.info(`[dev mailbox] to ${mail.recipient}: ${mail.subject}\n${mail.body}`);
}
