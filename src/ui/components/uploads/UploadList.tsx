import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { acceptAttribute } from '../../../shared/upload/file-type';
import { isDeletable, isDownloadable, isPreviewable } from '../../../shared/upload/file-item-rules';
import { confirmDelete } from '../search-list/confirm-delete';
import type { UploadItem } from './upload-item';
import styles from './UploadList.module.css';

interface Props {
  items: readonly UploadItem[];
  rejections: readonly string[];
  accepted: readonly string[];
  max: number;
  onChoose: (files: File[]) => void;
  onRemove: (uid: string) => void;
  onOpen: (item: UploadItem, preview: boolean) => void;
  /** Files saved with the record may be deleted too (spec 001 §4). */
  allowHistoryDelete?: boolean;
  disabled?: boolean;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The file upload table (spec 001 §2, "upload list … file list with preview and download"): a
 * choose button, why any chosen file was refused, and a row per file with its progress or state
 * and what may be done with it. Deletes confirm through the App's one <ConfirmDialog />.
 */
export function UploadList(props: Props) {
  const { items, rejections, accepted, max, onChoose, onRemove, onOpen } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };

  const remove = async (item: UploadItem) => {
    if (
      item.status !== 'done' ||
      (await confirmDelete(t('common.del_confirm'), t('uploads.delete_title')))
    ) {
      onRemove(item.uid);
    }
  };

  return (
    <div className={styles.list} data-testid="upload-list">
      <div className={styles.bar}>
        <input
          ref={input}
          type="file"
          multiple={max > 1}
          accept={acceptAttribute(accepted)}
          className={styles.input}
          onChange={picked}
          data-testid="upload-input"
          aria-label={t('uploads.choose')}
        />
        <Button
          type="button"
          icon="pi pi-paperclip"
          label={t('uploads.choose')}
          outlined
          disabled={props.disabled === true || items.length >= max}
          onClick={() => input.current?.click()}
        />
        <small className={styles.hint}>{t('uploads.hint', { max })}</small>
      </div>
      {rejections.map((text) => (
        <Message key={text} severity="error" text={text} role="alert" />
      ))}
      {items.length === 0 ? (
        <p className={styles.empty}>{t('uploads.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('uploads.col.name')}</th>
              <th>{t('uploads.col.size')}</th>
              <th>{t('uploads.col.status')}</th>
              <th>{t('uploads.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.uid} data-testid="upload-item" data-status={item.status}>
                <td className={styles.name}>{item.fileName}</td>
                <td>{sizeText(item.size)}</td>
                <td className={styles.state}>
                  {item.status === 'uploading' && (
                    <>
                      <ProgressBar
                        value={item.progress}
                        showValue={false}
                        className={styles.progress}
                      />
                      <span>{t('uploads.status.uploading', { percent: item.progress })}</span>
                    </>
                  )}
                  {item.status === 'done' && <span>{t('uploads.status.done')}</span>}
                  {item.status === 'error' && (
                    <span role="alert" className={styles.error}>
                      {t('uploads.failed', { name: item.fileName, reason: item.error ?? '' })}
                    </span>
                  )}
                </td>
                <td className={styles.actions}>
                  {isPreviewable(item) && (
                    <Button
                      type="button"
                      link
                      label={t('uploads.preview')}
                      onClick={() => onOpen(item, true)}
                    />
                  )}
                  {isDownloadable(item) && (
                    <Button
                      type="button"
                      link
                      label={t('uploads.download')}
                      onClick={() => onOpen(item, false)}
                    />
                  )}
                  {isDeletable(item, { allowHistoryDelete: props.allowHistoryDelete === true }) && (
                    <Button
                      type="button"
                      link
                      severity="danger"
                      label={t(
                        item.status === 'uploading' ? 'uploads.cancel_upload' : 'uploads.delete',
                      )}
                      onClick={() => void remove(item)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
