import type { XhrLike } from '../../../../src/api/http/xhr-transport';

type ProgressListener = (event: {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}) => void;

/** An XMLHttpRequest stand-in that the test drives: progress, answer, failure. */
export class FakeXhr implements XhrLike {
  method = '';
  url = '';
  readonly requestHeaders: Record<string, string> = {};
  sent: FormData | undefined;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseContentType: string | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly progressListeners: ProgressListener[] = [];

  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener): void => {
      this.progressListeners.push(listener);
    },
  };

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.responseContentType : null;
  }

  send(body: FormData): void {
    this.sent = body;
  }

  abort(): void {
    this.aborted = true;
    this.fire('abort');
  }

  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  progress(loaded: number, total: number, lengthComputable = true): void {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable });
  }

  respond(status: number, body: unknown, statusText = status === 200 ? 'OK' : 'Error'): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseContentType = 'application/json';
    this.fire('load');
  }

  failNetwork(): void {
    this.fire('error');
  }

  private fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
