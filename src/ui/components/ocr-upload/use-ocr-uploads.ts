import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy } from 'comlink';
import { extensionOf } from '../../../shared/upload/file-type';
import { isApiError } from '../../../shared/errors/api-error';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { chooseFiles } from './choose-files';
import type { OcrFile, OcrRecognition } from './ocr-file';
import { truncatePerSlot, type OcrSlot } from './ocr-slots';
import { recognizerOf } from './recognize-file';
import { isRecognizable } from './recognition-types';
import { beginUpload } from './upload-activity';
import { fileDetails, sizeBucket, type UploaderAction } from './upload-analytics';

export interface OcrUploadEvents {
  /** Every change of the files (uploading, done and failed ones, in slot order). */
  onChange?: (files: OcrFile[]) => void;
  /** A file's recognised fields (spec 001 §4: recognition starts when a file is done). */
  onRecognized?: (schemaCode: string, extractData: Readonly<Record<string, string | null>>) => void;
  /** The recognitions of the files still held; a removed file's result is dropped. */
  onRecognitionsChange?: (recognitions: OcrRecognition[]) => void;
  /** A file removed before it was done (spec 001 §4 "manual-remove event"). */
  onManualRemove?: (file: OcrFile) => void;
  /** An upload failed (spec 001 §8 "file-error event"); the card shows the reason itself. */
  onFileError?: (file: OcrFile) => void;
  /** True while any slot is uploading (spec 001 §4 "loading flag"). */
  onLoadingChange?: (loading: boolean) => void;
}

/**
 * The state of OCR upload slots: choices checked with the shared rules before sending, uploads
 * through the worker (progress, cancellable, the client's 5-minute deadline) counted by the global
 * overlay, recognition of done files of a recognisable type, and the widget's analytics.
 */
export function useOcrUploads(
  slots: readonly OcrSlot[],
  initial: readonly OcrFile[],
  events: OcrUploadEvents,
) {
  const { t } = useTranslation();
  const core = useCore();
  const [files, setFiles] = useState<OcrFile[]>(() => truncatePerSlot(initial, slots));
  const [recognitions, setRecognitions] = useState<OcrRecognition[]>([]);
  const [refusals, setRefusals] = useState<Record<number, string[]>>({});
  const calls = useRef(new Map<string, { callId: string; end: () => void }>());
  // Files still on the cards: a recognition answering after its file was removed is dropped.
  const held = useRef(new Set<string>());
  // Handlers change every render of the page; the latest are read when something happens.
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  const recognize = useMemo(() => recognizerOf(core), [core]);
  const track = useCallback(
    (action: UploaderAction, details: Record<string, string | number>) =>
      void core.analytics.track(action, details).catch(() => undefined),
    [core],
  );

  useEffect(() => {
    const running = calls.current;
    const files = held.current;
    return () => {
      // Leaving is not removing: no manual-remove events for what the page takes with it.
      files.clear();
      for (const { callId, end } of running.values()) {
        void core.cancel(callId);
        end();
      }
      running.clear();
    };
  }, [core]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current.onChange?.(files);
  }, [files]);
  const loading = files.some((f) => f.status === 'uploading');
  useEffect(() => latest.current.onLoadingChange?.(loading), [loading]);
  useEffect(() => latest.current.onRecognitionsChange?.(recognitions), [recognitions]);

  const update = useCallback((uid: string, change: Partial<OcrFile>) => {
    setFiles((current) => current.map((f) => (f.uid === uid ? { ...f, ...change } : f)));
  }, []);

  const recognizeDone = useCallback(
    async (file: OcrFile, objectKey: string, schemaCode: string) => {
      const extractData = await recognize(objectKey, schemaCode);
      // A file removed while it was being read leaves no result behind.
      if (!extractData || !held.current.has(file.uid)) return;
      setRecognitions((current) => [
        ...current.filter((r) => r.uid !== file.uid),
        { uid: file.uid, fileName: file.fileName, schemaCode, extractData },
      ]);
      latest.current.onRecognized?.(schemaCode, extractData);
    },
    [recognize],
  );

  const upload = useCallback(
    (file: OcrFile, blob: File) => {
      const callId = crypto.randomUUID();
      const end = beginUpload(() => void core.cancel(callId));
      calls.current.set(file.uid, { callId, end });
      held.current.add(file.uid);
      const onProgress = (loaded: number, total: number) =>
        update(file.uid, {
          progress: total > 0 ? Math.min(99, Math.round((loaded * 100) / total)) : 0,
        });
      const details = fileDetails(blob);
      core.files
        .upload(callId, blob, proxy(onProgress))
        .then(
          (data) => {
            update(file.uid, { status: 'done', progress: 100, objectKey: data.objectKey });
            track('file_uploader_upload_file', { ...details, outcome: 'done' });
            const schemaCode = slots[file.slot]?.schemaCode;
            if (schemaCode && isRecognizable(file.fileName)) {
              void recognizeDone(file, data.objectKey, schemaCode);
            }
          },
          (error: unknown) => {
            if (isApiError(error) && error.kind === 'cancelled') {
              // Removed on its card (or the page left): already handled. Cancelled from the
              // overlay: the row goes now, as if removed on its card.
              if (held.current.delete(file.uid)) {
                setFiles((current) => current.filter((f) => f.uid !== file.uid));
                track('file_uploader_cancel_upload', { ...details, status: 'uploading' });
                latest.current.onManualRemove?.(file);
              }
              return;
            }
            const failed = { ...file, status: 'error' as const, error: errorText(t, error) };
            update(file.uid, { status: 'error', error: failed.error });
            track('file_uploader_upload_file', { ...details, outcome: 'error' });
            latest.current.onFileError?.(failed);
          },
        )
        .finally(() => {
          calls.current.get(file.uid)?.end();
          calls.current.delete(file.uid);
        });
    },
    [core, recognizeDone, slots, t, track, update],
  );

  const choose = useCallback(
    (slotIndex: number, chosen: readonly File[]) => {
      const slot = slots[slotIndex];
      if (!slot) return;
      const holding = files.filter((f) => f.slot === slotIndex).length;
      const { taken, refusals: refused } = chooseFiles(chosen, slot, holding);
      setRefusals((current) => ({
        ...current,
        [slotIndex]: refused.map((r) => t(r.key, r.values)),
      }));
      for (const blob of chosen) {
        track('file_uploader_choose_file', {
          ...fileDetails(blob),
          accepted: taken.includes(blob) ? 1 : 0,
        });
      }
      const added = taken.map((blob) => ({
        blob,
        file: {
          uid: crypto.randomUUID(),
          slot: slotIndex,
          fileName: blob.name,
          size: blob.size,
          type: extensionOf(blob.name),
          status: 'uploading',
          progress: 0,
        } satisfies OcrFile,
      }));
      setFiles((current) => [...current, ...added.map((a) => a.file)]);
      for (const { file, blob } of added) upload(file, blob);
    },
    [files, slots, t, track, upload],
  );

  const remove = useCallback(
    (uid: string) => {
      const file = files.find((f) => f.uid === uid);
      if (!file) return;
      const running = calls.current.get(uid);
      if (running) {
        void core.cancel(running.callId);
        running.end();
        calls.current.delete(uid);
      }
      held.current.delete(uid);
      const details = { file_type: file.type || '-', size_bucket: sizeBucket(file.size) };
      if (file.status === 'done') {
        track('file_uploader_delete_file', details);
      } else {
        track('file_uploader_cancel_upload', { ...details, status: file.status });
        latest.current.onManualRemove?.(file);
      }
      setFiles((current) => current.filter((f) => f.uid !== uid));
      setRecognitions((current) => current.filter((r) => r.uid !== uid));
      setRefusals((current) => ({ ...current, [file.slot]: [] }));
    },
    [core, files, track],
  );

  /** The file picker opened (the Choose button) or closed (a choice or cancel). */
  const picker = useCallback(
    (open: boolean, slotIndex: number) =>
      track(open ? 'file_uploader_open' : 'file_uploader_close', {
        schema_code: slots[slotIndex]?.schemaCode ?? '-',
      }),
    [slots, track],
  );

  return { files, refusals, loading, recognitions, choose, remove, picker };
}
