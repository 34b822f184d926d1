import { useMemo } from 'react';
import { withDefaults, type OcrSlotInput } from './ocr-slots';
import { useOcrSlots, type OcrUploadProps } from './use-ocr-slots';
import styles from './OcrUpload.module.css';

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
  const { loading, failure, title, body } = useOcrSlots(slots, value, props);
  return (
    <div className={styles.cards} data-testid={testId ?? 'ocr-upload-cards'} data-loading={loading}>
      {slots.map((slot, index) => (
        <section
          key={index}
          className={styles.card}
          data-testid="ocr-slot"
          aria-labelledby={`${testId ?? 'ocr'}-slot-${index}`}
        >
          <header className={styles.cardHead}>
            <h3 id={`${testId ?? 'ocr'}-slot-${index}`} className={styles.title}>
              {title(slot)}
            </h3>
            {slot.description && <p className={styles.description}>{slot.description}</p>}
          </header>
          {body(slot, index)}
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
