import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFile } from '../../../api/endpoints/company-profile/attachment-tree';
import {
  BATCH_MAX_BYTES,
  BATCH_MAX_FILES,
  batchProblem,
} from '../../../shared/company-profile/attachment-rules';
import { saveFile } from '../../components/export/save-file';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';

/**
 * Batch download of the chosen files as one ZIP: the shared limits are checked first (said
 * beside the button), the worker asks for the batch key and fetches the ZIP, and the page only
 * saves the finished Blob.
 */
export function useZipDownload() {
  const { t } = useTranslation();
  const core = useCore();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = useCallback(
    async (files: readonly CompanyFile[]) => {
      const why = batchProblem(files);
      if (why === 'tooMany')
        return setProblem(t('company.attach.too_many', { max: BATCH_MAX_FILES }));
      if (why === 'tooBig') {
        return setProblem(t('company.attach.too_big', { max: BATCH_MAX_BYTES / 1024 / 1024 }));
      }
      if (why === 'empty') return;
      setProblem(null);
      setBusy(true);
      try {
        const zip = await core.companyProfile.downloadZip(
          files.map((f) => ({ objectKey: f.objectKey, fileSource: f.fileSource })),
          t('company.attach.zip_name'),
        );
        saveFile(zip);
        showToast({
          severity: 'success',
          summary: t('company.attach.zip_done', { count: files.length }),
        });
      } catch (error) {
        const text = errorText(t, error);
        setProblem(`${t('company.attach.zip_failed')}: ${text}`);
        showToast({ severity: 'error', summary: t('company.attach.zip_failed'), detail: text });
      } finally {
        setBusy(false);
      }
    },
    [core, t],
  );
  return { download, busy, problem, clearProblem: () => setProblem(null) };
}
