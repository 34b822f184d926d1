import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../feedback/confirm-action';
import { showToast } from '../../feedback/toast';
import type { OcrFile } from './ocr-file';

/**
 * Removing a file: a done one asks `common.del_confirm` first (spec 001 §4) and says it is gone;
 * an upload still running or failed is dropped at once (it is stored nowhere yet).
 */
export function useFileRemoval(remove: (uid: string) => void) {
  const { t } = useTranslation();
  return useCallback(
    async (file: OcrFile) => {
      if (file.status !== 'done') {
        remove(file.uid);
        return;
      }
      const accepted = await confirmAction({
        header: t('ocr_upload.delete_title', { name: file.fileName }),
        message: t('common.del_confirm'),
        acceptLabel: t('ocr_upload.remove'),
        rejectLabel: t('common.cancel'),
        danger: true,
      });
      if (!accepted) return;
      remove(file.uid);
      showToast({ severity: 'success', summary: t('ocr_upload.removed', { name: file.fileName }) });
    },
    [remove, t],
  );
}
