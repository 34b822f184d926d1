import { useMemo } from 'react';
import type { FileItemFacts } from '../../../shared/upload/file-item-rules';
import { useOpenFile } from '../uploads/use-open-file';
import type { OcrFile } from './ocr-file';
import { withDefaults, type OcrSlotInput } from './ocr-slots';
import { OcrSlotBody } from './OcrSlotBody';
import { useFileRemoval } from './use-file-removal';
import { useOcrUploads, type OcrUploadEvents } from './use-ocr-uploads';
import styles from './OcrUpload.module.css';

export interface OcrUploadProps extends OcrUploadEvents {
  /** Files already held (saved ones carry an id); read when the cards mount. */
  value?: readonly OcrFile[];
  disabled?: boolean;
  /** Files saved with the record may be deleted too (spec 001 §4). */
  allowHistoryDelete?: boolean;
  /** Replaces the default deletable rule for done files. */
  canDelete?: (file: FileItemFacts) => boolean;
  testId?: string;
}

interface Props extends OcrUploadProps {
  /** One card per slot, in this order; each holds one file unless it says otherwise. */
  slots: readonly OcrSlotInput[];
}

/**
 * The fixed-count OCR upload cards (spec 001 §2, §4): one card per named slot, the upload card
 * while empty and the done card once a file is there. Recognition of each slot's schema starts
 * when its file is done and is reported through `onRecognized`.
 */
export function OcrUploadCards({ slots: given, value = [], testId, ...props }: Props) {
  const slots = useMemo(() => given.map(withDefaults), [given]);
  const state = useOcrUploads(slots, value, props);
  const { open, failure } = useOpenFile();
  const removeFile = useFileRemoval(state.remove);
  return (
    <div
      className={styles.cards}
      data-testid={testId ?? 'ocr-upload-cards'}
      data-loading={state.loading}
    >
      {slots.map((slot, index) => (
        <section
          key={index}
          className={styles.card}
          data-testid="ocr-slot"
          aria-labelledby={`${testId ?? 'ocr'}-slot-${index}`}
        >
          <header className={styles.cardHead}>
            <h3 id={`${testId ?? 'ocr'}-slot-${index}`} className={styles.title}>
              {slot.required === true && (
                <span className={styles.star} aria-hidden="true">
                  *
                </span>
              )}
              {slot.title}
            </h3>
            {slot.description && <p className={styles.description}>{slot.description}</p>}
          </header>
          <OcrSlotBody
            slot={slot}
            index={index}
            files={state.files.filter((f) => f.slot === index)}
            refusals={state.refusals[index] ?? []}
            disabled={props.disabled === true}
            allowHistoryDelete={props.allowHistoryDelete === true}
            {...(props.canDelete ? { canDelete: props.canDelete } : {})}
            onChoose={state.choose}
            onPicker={state.picker}
            onOpen={open}
            onRemove={(file) => void removeFile(file)}
          />
        </section>
      ))}
      {failure && (
        <small role="alert" className="p-error">
          {failure}
        </small>
      )}
    </div>
  );
}
