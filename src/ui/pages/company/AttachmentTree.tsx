import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type {
  AttachmentFolder,
  CompanyFile,
} from '../../../api/endpoints/company-profile/attachment-tree';
import { isPreviewableDocument } from '../../../shared/company-profile/attachment-rules';
import { openFileUrl } from '../../components/uploads/save-bytes';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { useZipDownload } from './use-zip-download';
import styles from './AttachmentTree.module.css';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The company's documents as a tree of folders (one per document kind): each file can be
 * previewed (images and PDF, in a new tab) or downloaded, and the chosen files downloaded as one
 * ZIP. Folders with files start open.
 */
export function AttachmentTree({ folders }: { folders: readonly AttachmentFolder[] }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [closed, setClosed] = useState<ReadonlySet<string>>(
    () => new Set(folders.filter((f) => f.files.length === 0).map((f) => f.kind)),
  );
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const zip = useZipDownload();

  const allFiles = useMemo(() => folders.flatMap((f) => f.files), [folders]);
  const chosen = allFiles.filter((f) => selected.has(f.objectKey));

  const toggle = (keys: readonly string[], on: boolean) => {
    zip.clearProblem();
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  };
  const toggleFolder = (kind: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  const open = (file: CompanyFile, preview: boolean) => {
    setOpenFailure(null);
    core.companyProfile
      .fileUrl({ objectKey: file.objectKey, fileSource: file.fileSource }, preview)
      .then(
        (url) => openFileUrl(url, preview),
        (error: unknown) =>
          setOpenFailure(`${t('company.attach.open_failed')}: ${errorText(t, error)}`),
      );
  };

  return (
    <div className={styles.tree} data-testid="attachment-tree">
      <div className={styles.bar}>
        <Button
          type="button"
          icon="pi pi-download"
          label={t('company.attach.zip')}
          disabled={chosen.length === 0 || zip.busy}
          loading={zip.busy}
          onClick={() => void zip.download(chosen)}
          data-testid="zip-download"
        />
        <span className={styles.count} aria-live="polite">
          {t('company.attach.selected', { count: chosen.length })}
        </span>
        {chosen.length > 0 && (
          <Button
            type="button"
            text
            size="small"
            label={t('company.attach.clear')}
            onClick={() => setSelected(new Set())}
          />
        )}
      </div>
      {zip.problem && <Message severity="error" text={zip.problem} role="alert" />}
      {openFailure && <Message severity="error" text={openFailure} role="alert" />}
      <ul className={styles.folders}>
        {folders.map((folder) => {
          const keys = folder.files.map((f) => f.objectKey);
          const all = keys.length > 0 && keys.every((k) => selected.has(k));
          const isOpen = !closed.has(folder.kind);
          const listId = `folder-${folder.kind}`;
          const nameId = `folder-name-${folder.kind}`;
          return (
            <li key={folder.kind} className={styles.folder} data-kind={folder.kind}>
              <div className={styles.folderRow}>
                <Button
                  type="button"
                  text
                  size="small"
                  icon={isOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
                  aria-label={isOpen ? t('company.attach.collapse') : t('company.attach.expand')}
                  tooltip={isOpen ? t('company.attach.collapse') : t('company.attach.expand')}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => toggleFolder(folder.kind)}
                />
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={all}
                  disabled={keys.length === 0}
                  onChange={(e) => toggle(keys, e.target.checked)}
                  aria-label={t('company.attach.select_folder')}
                  aria-describedby={nameId}
                />
                <i className="pi pi-folder" aria-hidden="true" />
                <span id={nameId} className={styles.folderName}>
                  {t(`company.kinds.${folder.kind}`)}
                </span>
                <span className={styles.muted}>
                  {t('company.attach.files', { count: folder.files.length })}
                </span>
              </div>
              <ul id={listId} className={styles.files} hidden={!isOpen}>
                {folder.files.length === 0 && (
                  <li className={styles.muted}>{t('company.attach.empty_folder')}</li>
                )}
                {folder.files.map((file) => {
                  const checkId = `file-${file.objectKey}`;
                  return (
                    <li key={file.objectKey} className={styles.file} data-key={file.objectKey}>
                      <input
                        id={checkId}
                        type="checkbox"
                        className={styles.check}
                        checked={selected.has(file.objectKey)}
                        onChange={(e) => toggle([file.objectKey], e.target.checked)}
                      />
                      <label htmlFor={checkId} className={styles.fileName}>
                        <i className="pi pi-file" aria-hidden="true" />{' '}
                        <span translate="no">{file.fileName}</span>
                      </label>
                      <span className={styles.muted}>{sizeText(file.size)}</span>
                      <Tag
                        value={t(`company.attach.source.${file.fileSource}`)}
                        severity={file.fileSource === 'DMS' ? 'info' : 'secondary'}
                      />
                      <span className={styles.muted}>
                        {new Date(file.createTime).toLocaleDateString(i18n.language)}
                      </span>
                      <span className={styles.actions}>
                        {isPreviewableDocument(file.fileName) && (
                          <Button
                            type="button"
                            text
                            size="small"
                            icon="pi pi-eye"
                            aria-label={t('company.attach.preview')}
                            tooltip={t('company.attach.preview')}
                            onClick={() => open(file, true)}
                            data-testid="file-preview"
                          />
                        )}
                        <Button
                          type="button"
                          text
                          size="small"
                          icon="pi pi-download"
                          aria-label={t('company.attach.download')}
                          tooltip={t('company.attach.download')}
                          onClick={() => open(file, false)}
                          data-testid="file-download"
                        />
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
