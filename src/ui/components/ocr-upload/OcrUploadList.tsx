import { useMemo } from 'react';
import { cycleSlots } from './ocr-slots';
import { useOcrSlots, type OcrUploadProps } from './use-ocr-slots';
import styles from './OcrUpload.module.css';

interface Props extends OcrUploadProps {
  /** How many slots the list has. */
  count: number;
  /** Cycled over the slots when fewer are given (spec 001 §4), like descriptions and codes. */
  titles: readonly string[];
  descriptions?: readonly string[];
  schemaCodes?: readonly string[];
  required?: boolean;
  /** Files per slot; 1 unless said (spec 001 §5). */
  maxPerSlot?: number;
  accepted?: readonly string[];
}

/**
 * The list variant of the OCR upload cards (spec 001 §2, §4): `count` slots as rows, each with
 * its cycled title, description and schema code, holding up to `maxPerSlot` files.
 */
export function OcrUploadList({
  count,
  titles,
  descriptions,
  schemaCodes,
  required,
  maxPerSlot,
  accepted,
  value = [],
  testId,
  ...props
}: Props) {
  const slots = useMemo(
    () =>
      cycleSlots({
        count,
        titles,
        ...(descriptions ? { descriptions } : {}),
        ...(schemaCodes ? { schemaCodes } : {}),
        ...(required === undefined ? {} : { required }),
        ...(maxPerSlot === undefined ? {} : { maxPerSlot }),
        ...(accepted ? { accepted } : {}),
      }),
    [count, titles, descriptions, schemaCodes, required, maxPerSlot, accepted],
  );
  const { loading, failure, title, body } = useOcrSlots(slots, value, props);
  return (
    <ol className={styles.list} data-testid={testId ?? 'ocr-upload-list'} data-loading={loading}>
      {slots.map((slot, index) => (
        <li key={index} className={styles.row} data-testid="ocr-slot">
          <div className={styles.rowHead}>
            <span className={styles.title}>{title(slot)}</span>
            {slot.description && <p className={styles.description}>{slot.description}</p>}
          </div>
          {body(slot, index)}
        </li>
      ))}
      {failure && (
        <li role="alert" className="p-error">
          {failure}
        </li>
      )}
    </ol>
  );
}
