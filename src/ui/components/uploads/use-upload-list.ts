import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy } from 'comlink';
import { checkFile } from '../../../shared/upload/check-file';
import { splitByCount } from '../../../shared/upload/check-count';
import { isApiError } from '../../../shared/errors/api-error';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import type { UploadItem } from './upload-item';

interface Options {
  /** Upper-case types the list takes. */
  accepted: readonly string[];
  max: number;
}

/**
 * The state of an upload list: chosen files are checked with the shared rules (a refused file
 * says why and leaves the others alone), the rest upload at once through the worker, each with its
 * progress, and a failed one keeps its row with the reason. Uploads still running when the list
 * goes away are cancelled.
 */
export function useUploadList({ accepted, max }: Options) {
  const { t } = useTranslation();
  const core = useCore();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const running = useRef(new Map<string, string>());

  useEffect(() => {
    const calls = running.current;
    return () => {
      for (const callId of calls.values()) void core.cancel(callId);
    };
  }, [core]);

  const update = useCallback((uid: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((i) => (i.uid === uid ? { ...i, ...change } : i)));
  }, []);

  const upload = useCallback(
    (uid: string, file: File) => {
      const callId = crypto.randomUUID();
      running.current.set(uid, callId);
      const onProgress = (loaded: number, total: number) =>
        update(uid, { progress: total > 0 ? Math.min(99, Math.round((loaded * 100) / total)) : 0 });
      core.files
        .upload(callId, file, proxy(onProgress))
        .then(
          (data) => update(uid, { status: 'done', progress: 100, objectKey: data.objectKey }),
          (error: unknown) => {
            // A cancelled upload was removed by the user: its row is already gone.
            if (isApiError(error) && error.kind === 'cancelled') return;
            update(uid, { status: 'error', error: errorText(t, error) });
          },
        )
        .finally(() => running.current.delete(uid));
    },
    [core, t, update],
  );

  const choose = useCallback(
    (files: readonly File[]) => {
      const messages: string[] = [];
      const fitting = files.filter((file) => {
        const rejection = checkFile(file, accepted);
        if (rejection) {
          // Each key takes some of these; the typed `t` wants every one any of them takes.
          const values = { max: '', types: '', ...rejection.values, name: file.name };
          messages.push(t(rejection.key, values));
        }
        return rejection === null;
      });
      const { taken, refused } = splitByCount(items.length, fitting, max);
      if (refused.length > 0) messages.push(t('common.upload.file_limit_tip', { max }));
      setRejections(messages);
      const added = taken.map((file) => ({
        file,
        item: {
          uid: crypto.randomUUID(),
          fileName: file.name,
          size: file.size,
          status: 'uploading',
          progress: 0,
        } satisfies UploadItem,
      }));
      setItems((current) => [...current, ...added.map((a) => a.item)]);
      for (const { item, file } of added) upload(item.uid, file);
    },
    [accepted, items.length, max, t, upload],
  );

  const remove = useCallback(
    (uid: string) => {
      const callId = running.current.get(uid);
      if (callId) void core.cancel(callId);
      setItems((current) => current.filter((i) => i.uid !== uid));
    },
    [core],
  );

  return { items, setItems, rejections, choose, remove };
}
