import { parentPort } from 'node:worker_threads';
import { readSheet } from './read-sheet';
import { SheetError } from './sheet-error';
import type { SheetReply, SheetRequest } from './sheet-messages';

/**
 * The import worker's body: reads each sheet it is sent, off the server's event loop, and
 * answers its text or why it was refused. Anything unexpected in a file is "unreadable": the
 * worker itself keeps running.
 */
parentPort?.on('message', async ({ id, bytes }: SheetRequest) => {
  let reply: SheetReply;
  try {
    reply = { id, sheet: await readSheet(bytes) };
  } catch (error) {
    reply = { id, problem: error instanceof SheetError ? error.problem : 'unreadable' };
  }
  parentPort?.postMessage(reply);
});
