import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import type { FileItemFacts } from '../../../shared/upload/file-item-rules';
import { FilePickButton } from './FilePickButton';
import type { OcrFile } from './ocr-file';
import type { OcrSlot } from './ocr-slots';
import { OcrFileRow } from './OcrFileRow';
import { isRecognizableSlot } from './recognition-types';
import styles from './OcrUpload.module.css';

export interface SlotBodyProps {
  slot: OcrSlot;
  index: number;
  files: readonly OcrFile[];
  refusals: readonly string[];
  disabled: boolean;
  allowHistoryDelete: boolean;
  canDelete?: (file: FileItemFacts) => boolean;
  onChoose: (index: number, files: File[]) => void;
  onPicker: (open: boolean, index: number) => void;
  onOpen: (file: OcrFile, preview: boolean) => void;
  onRemove: (file: OcrFile) => void;
}

/**
 * What one slot shows (spec 001 §4): without a file the upload card (choose, the accepted types,
 * `common.please_upload` when required); with files the done card of each, and the choose button
 * again while the slot has room. Refused choices say why beside the slot, as alerts.
 */
export function OcrSlotBody(props: SlotBodyProps) {
  const { t } = useTranslation();
  const { slot, index, files } = props;
  const room = files.length < slot.max;
  const onPicker = props.onPicker;
  return (
    <div className={styles.slotBody}>
      {files.length > 0 && (
        <ul className={styles.files}>
          {files.map((file) => (
            <OcrFileRow
              key={file.uid}
              file={file}
              allowHistoryDelete={props.allowHistoryDelete}
              {...(props.canDelete ? { canDelete: props.canDelete } : {})}
              onOpen={props.onOpen}
              onRemove={props.onRemove}
            />
          ))}
        </ul>
      )}
      {room && (
        <div className={files.length === 0 ? styles.drop : styles.more}>
          {files.length === 0 && (
            <i className={`pi pi-cloud-upload ${styles.dropIcon}`} aria-hidden="true" />
          )}
          <FilePickButton
            label={t(files.length === 0 ? 'ocr_upload.choose' : 'ocr_upload.choose_more')}
            inputLabel={`${slot.title} — ${t('ocr_upload.choose')}`}
            testId={`ocr-input-${index}`}
            accepted={slot.accepted}
            multiple={slot.max - files.length > 1}
            disabled={props.disabled}
            onOpen={() => onPicker(true, index)}
            onClose={() => onPicker(false, index)}
            onChoose={(chosen) => props.onChoose(index, chosen)}
          />
          {files.length === 0 && (
            <small className={styles.hint}>
              {t('ocr_upload.drop_hint', { types: slot.accepted.join(', '), count: slot.max })}
              {isRecognizableSlot(slot) && <> {t('ocr_upload.recognizable')}</>}
            </small>
          )}
        </div>
      )}
      {slot.required === true && files.length === 0 && (
        <small className={`p-error ${styles.required}`} data-testid="ocr-please-upload">
          {t('common.please_upload')}
        </small>
      )}
      {props.refusals.map((text) => (
        <Message key={text} severity="error" text={text} role="alert" className={styles.refusal} />
      ))}
    </div>
  );
}
