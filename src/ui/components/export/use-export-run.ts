import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../shared/errors/api-error';
import type {
  ExportedFile,
  ExportFormat,
  ExportProgress,
} from '../../../shared/export/export-request';
import { saveFile } from './save-file';

/** Starts the export in the worker under a call id; the progress callback is proxied there. */
export type StartExport = (
  format: ExportFormat,
  callId: string,
  onProgress: (progress: ExportProgress) => void,
) => Promise<ExportedFile>;

export type ExportPhase =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress | null }
  | { kind: 'done'; fileName: string; rows: number | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

/**
 * One export at a time: start, progress, cancel (by call id), and the file saved when it
 * arrives. A cancelled run saves nothing, whatever the worker may still answer.
 */
export function useExportRun(
  start: StartExport,
  /** Must be stable (a useCallback): leaving the page cancels through it. */
  cancel: (callId: string) => void,
) {
  const [phase, setPhase] = useState<ExportPhase>({ kind: 'idle' });
  const running = useRef<string | null>(null);

  const run = useCallback(
    async (format: ExportFormat) => {
      const callId = crypto.randomUUID();
      running.current = callId;
      setPhase({ kind: 'running', progress: null });
      const current = () => running.current === callId;
      try {
        const file = await start(format, callId, (progress) => {
          if (!current()) return;
          const next: ExportPhase = { kind: 'running', progress };
          // The worker's "finishing" and its answer can arrive back to back (a csv closes in a
          // moment); batched into one render, the step would never reach the screen.
          if (progress.stage === 'finishing') flushSync(() => setPhase(next));
          else setPhase(next);
        });
        if (!current()) return;
        running.current = null;
        saveFile(file);
        setPhase({ kind: 'done', fileName: file.fileName, rows: file.rows });
      } catch (error) {
        if (!current()) return;
        running.current = null;
        setPhase(
          isApiError(error) && error.kind === 'cancelled'
            ? { kind: 'cancelled' }
            : { kind: 'failed', error },
        );
      }
    },
    [start],
  );

  const stop = useCallback(() => {
    const callId = running.current;
    if (callId === null) return;
    running.current = null;
    cancel(callId);
    setPhase({ kind: 'cancelled' });
  }, [cancel]);

  // Leaving the page stops the work rather than saving a file nobody waits for.
  useEffect(
    () => () => {
      if (running.current !== null) cancel(running.current);
    },
    [cancel],
  );

  return { phase, run, stop };
}
