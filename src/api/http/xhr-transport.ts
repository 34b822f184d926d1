/**
 * The part of XMLHttpRequest an upload needs. fetch cannot report upload progress; XHR can, and
 * it exists in dedicated workers. Kept minimal so tests can fake it without a DOM.
 */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: {
    addEventListener(
      type: 'progress',
      listener: (event: { loaded: number; total: number; lengthComputable: boolean }) => void,
    ): void;
  };
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
}

export interface XhrReply {
  status: number;
  statusText: string;
  contentType: string | null;
  text: string;
}

export interface XhrSend {
  xhr: XhrLike;
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Aborting it aborts the XHR; timeouts and cancels are decided by the request scope. */
  signal: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  /** Reported as the total when the browser cannot compute one (the file's size). */
  totalHint?: number;
}

export function sendWithXhr(request: XhrSend): Promise<XhrReply> {
  const { xhr, signal } = request;
  return new Promise<XhrReply>((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbortSignal = (): void => xhr.abort();
    signal.addEventListener('abort', onAbortSignal, { once: true });
    const done = (): void => signal.removeEventListener('abort', onAbortSignal);

    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      // Without a computable length the file's size is the closest honest total.
      const total = event.lengthComputable ? event.total : (request.totalHint ?? 0);
      request.onProgress?.(event.loaded, total);
    });
    xhr.addEventListener('load', () => {
      done();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type'),
        text: xhr.responseText,
      });
    });
    xhr.addEventListener('error', () => {
      done();
      // XHR tells nothing about why; the catalogue falls back to 'unknown'.
      reject(new Error(''));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new Error('aborted'));
    });
    xhr.send(request.form);
  });
}
