import { useMemo } from 'react';
import { cycleSlots } from './ocr-slots';
import { OcrSlotBody } from './OcrSlotBody';
import type { OcrUploadProps } from './OcrUploadCards';
import { useOpenFile } from '../uploads/use-open-file';
import { useFileRemoval } from './use-file-removal';
import { useOcrUploads } from './use-ocr-uploads';
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
  const state = useOcrUploads(slots, value, props);
  const { open, failure } = useOpenFile();
  const removeFile = useFileRemoval(state.remove);
  return (
    <ol
      className={styles.list}
      data-testid={testId ?? 'ocr-upload-list'}
      data-loading={state.loading}
    >
      {slots.map((slot, index) => (
        <li key={index} className={styles.row} data-testid="ocr-slot">
          <div className={styles.rowHead}>
            <span className={styles.title}>
              {slot.required === true && (
                <span className={styles.star} aria-hidden="true">
                  *
                </span>
              )}
              {slot.title}
            </span>
            {slot.description && <p className={styles.description}>{slot.description}</p>}
          </div>
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
