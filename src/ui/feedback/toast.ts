/** What a toast says; texts are already translated by the caller. */
export interface ToastMessage {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
}

type Sink = (message: ToastMessage) => void;

// One <Toaster /> is mounted by the App; until it is, messages wait so none is lost on a fast
// action during the first render.
let sink: Sink | null = null;
const waiting: ToastMessage[] = [];

/** Called by the mounted <Toaster />; returns the detach function for its unmount. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const message of waiting.splice(0)) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Shows a toast from anywhere in the UI (an action's answer: saved, withdrawn, failed…). */
export function showToast(message: ToastMessage): void {
  if (sink) sink(message);
  else waiting.push(message);
}
