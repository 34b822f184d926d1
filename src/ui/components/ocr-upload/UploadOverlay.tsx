import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { cancelAllUploads, runningUploads, subscribeUploads } from './upload-activity';
import styles from './OcrUpload.module.css';

/**
 * The global upload overlay (spec 001 §4): shown while any upload runs, saying how many, and gone
 * when the count is back to zero. It sits below the 92 px header so the menu bar stays usable,
 * and offers to cancel, since it covers the cards' own cancel buttons. The App mounts the one copy.
 */
export function UploadOverlay() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribeUploads, runningUploads, runningUploads);
  if (count === 0) return null;
  return (
    <div className={styles.overlay} data-testid="upload-overlay">
      <div className={styles.overlayBox} role="status" aria-live="polite">
        <ProgressSpinner style={{ width: 28, height: 28 }} strokeWidth="5" aria-hidden="true" />
        <span>{t('ocr_upload.overlay.uploading', { count })}</span>
        <Button
          type="button"
          label={t('ocr_upload.overlay.cancel')}
          severity="secondary"
          outlined
          size="small"
          onClick={cancelAllUploads}
        />
      </div>
    </div>
  );
}
