import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/db';
import { readMailbox } from './dev-mailbox-read';
import { mailboxPage } from './dev-mailbox-page';

/** The development mailbox's addresses: outside /api, it is no part of the product's API. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';
export const DEV_MAILBOX_JSON_PATH = '/dev/mailbox.json';

const TO_MAX_LENGTH = 120;

/**
 * Mounts the development mailbox (docs/password-reset.md#mailbox): the page and its JSON form.
 * It hands out reset codes, so only a client on this machine gets it: a reference server started
 * with `--host 0.0.0.0` for a demo answers 404 to the network. Never stored by a browser.
 */
export function mountDevMailbox(app: Hono, db: Db): void {
  const read = async (c: Context) => {
    const to = c.req.query('to');
    if (to !== undefined && (to.length > TO_MAX_LENGTH || to.includes('\u0000'))) return null;
    return { to: to?.trim() || undefined, mails: await readMailbox(db, to) };
  };
  app.get(DEV_MAILBOX_JSON_PATH, async (c) => {
    if (!fromThisMachine(c)) return c.notFound();
    const found = await read(c);
    c.header('Cache-Control', 'no-store');
    if (!found) return c.json({ error: `to: at most ${TO_MAX_LENGTH} characters` }, 400);
    return c.json({ messages: found.mails });
  });
  app.get(DEV_MAILBOX_PATH, async (c) => {
    if (!fromThisMachine(c)) return c.notFound();
    const found = await read(c);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!found) return c.text(`to: at most ${TO_MAX_LENGTH} characters`, 400);
    return c.html(mailboxPage(found.mails, found.to));
  });
}

function fromThisMachine(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);
}
