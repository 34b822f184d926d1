import type { CoreServices } from '../core/create-core';
import type { EventHub } from '../core/event-hub';
import { createReceivablesCache } from './receivables-cache';
import type { SyncLocks } from './sync-lock';

const CHANNEL_NAME = 'scf-portal:receivables';

/** Another tab's committed sync, heard through a BroadcastChannel when the runtime has one. */
function syncedChannel() {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: () => channel.postMessage('synced'),
    listen: (onSynced: () => void) => {
      channel.onmessage = () => onSynced();
    },
  };
}

/** The receivables cache wired to the worker's services: its storage, HTTP client and session. */
export function createCoreReceivables(c: CoreServices, events: EventHub) {
  // Typed structurally, like the outbox lock: this file is also checked under the UI's DOM lib.
  const locks = (globalThis.navigator as { locks?: SyncLocks } | undefined)?.locks;
  const channel = syncedChannel();
  return createReceivablesCache({
    chunks: c.storage.chunks,
    call: c.http.call,
    companyId: () => c.session.snapshot()?.principal.user.companyId ?? null,
    emit: (event) => events.emit(event),
    ...(locks ? { locks } : {}),
    ...(channel ? { channel } : {}),
  });
}
