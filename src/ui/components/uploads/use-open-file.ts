import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { openFileUrl } from './save-bytes';
import type { UploadItem } from './upload-item';

/** Preview or download of a done file through a fresh signed URL; a failure is said, not thrown. */
export function useOpenFile() {
  const { t } = useTranslation();
  const core = useCore();
  const [failure, setFailure] = useState<string | null>(null);
  const open = useCallback(
    (item: UploadItem, preview: boolean) => {
      if (!item.objectKey) return;
      setFailure(null);
      core.files.url(item.objectKey, preview).then(
        (url) => openFileUrl(url, preview),
        (error: unknown) => setFailure(errorText(t, error)),
      );
    },
    [core, t],
  );
  return { open, failure };
}
