export type SessionMessage = { type: 'signed-in'; userName: string } | { type: 'signed-out' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  listen(handler: (message: SessionMessage) => void | Promise<void>): void;
  close(): void;
}

/** Tabs of one profile share the login record; this tells the others when it changes. */
export function createSessionChannel(name = 'scf-portal:session'): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, listen: () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent<SessionMessage>) => void handler(event.data);
    },
    close: () => channel.close(),
  };
}
