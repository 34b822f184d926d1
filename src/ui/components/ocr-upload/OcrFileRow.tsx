import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import {
  isDeletable,
  isDownloadable,
  isPreviewable,
  type FileItemFacts,
} from '../../../shared/upload/file-item-rules';
import type { OcrFile } from './ocr-file';
import styles from './OcrUpload.module.css';

interface Props {
  file: OcrFile;
  allowHistoryDelete: boolean;
  canDelete?: (file: FileItemFacts) => boolean;
  onOpen: (file: OcrFile, preview: boolean) => void;
  onRemove: (file: OcrFile) => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const ICONS: Record<string, string> = {
  PDF: 'pi pi-file-pdf',
  JPG: 'pi pi-image',
  JPEG: 'pi pi-image',
  PNG: 'pi pi-image',
  BMP: 'pi pi-image',
  GIF: 'pi pi-image',
  XLS: 'pi pi-file-excel',
  XLSX: 'pi pi-file-excel',
  DOC: 'pi pi-file-word',
  DOCX: 'pi pi-file-word',
};

/** One file of a slot: its state while uploading, then what may be done with it (spec 001 §4). */
export function OcrFileRow({ file, allowHistoryDelete, canDelete, onOpen, onRemove }: Props) {
  const { t } = useTranslation();
  const deletable = isDeletable(file, {
    allowHistoryDelete,
    ...(canDelete ? { canDelete } : {}),
  });
  return (
    <li className={styles.file} data-testid="ocr-file" data-status={file.status}>
      <i className={`${ICONS[file.type] ?? 'pi pi-file'} ${styles.fileIcon}`} aria-hidden="true" />
      <div className={styles.fileMain}>
        <span className={styles.fileName} title={file.fileName} translate="no">
          {file.fileName}
        </span>
        <small className={styles.fileMeta}>
          {sizeText(file.size)}
          {' · '}
          {file.status === 'uploading' && t('ocr_upload.uploading', { percent: file.progress })}
          {file.status === 'done' && t('ocr_upload.done')}
        </small>
        {file.status === 'uploading' && (
          <ProgressBar value={file.progress} showValue={false} className={styles.progress} />
        )}
        {file.status === 'error' && (
          <small role="alert" className={`p-error ${styles.fileError}`}>
            {t('ocr_upload.failed', { reason: file.error ?? '' })}
          </small>
        )}
      </div>
      <div className={styles.fileActions}>
        {isPreviewable(file) && (
          <Button
            type="button"
            icon="pi pi-eye"
            text
            rounded
            aria-label={t('ocr_upload.preview')}
            tooltip={t('ocr_upload.preview')}
            tooltipOptions={{ position: 'top' }}
            onClick={() => onOpen(file, true)}
          />
        )}
        {isDownloadable(file) && (
          <Button
            type="button"
            icon="pi pi-download"
            text
            rounded
            aria-label={t('ocr_upload.download')}
            tooltip={t('ocr_upload.download')}
            tooltipOptions={{ position: 'top' }}
            onClick={() => onOpen(file, false)}
          />
        )}
        {deletable && (
          <Button
            type="button"
            icon={file.status === 'uploading' ? 'pi pi-times' : 'pi pi-trash'}
            text
            rounded
            severity="danger"
            aria-label={t(
              file.status === 'uploading' ? 'ocr_upload.cancel_upload' : 'ocr_upload.remove',
            )}
            tooltip={t(
              file.status === 'uploading' ? 'ocr_upload.cancel_upload' : 'ocr_upload.remove',
            )}
            tooltipOptions={{ position: 'top' }}
            onClick={() => onRemove(file)}
          />
        )}
      </div>
    </li>
  );
}
