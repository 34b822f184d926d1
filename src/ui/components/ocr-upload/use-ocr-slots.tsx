import type { FileItemFacts } from '../../../shared/upload/file-item-rules';
import { useOpenFile } from '../uploads/use-open-file';
import type { OcrFile } from './ocr-file';
import type { OcrSlot } from './ocr-slots';
import { OcrSlotBody } from './OcrSlotBody';
import { useFileRemoval } from './use-file-removal';
import { useOcrUploads, type OcrUploadEvents } from './use-ocr-uploads';
import styles from './OcrUpload.module.css';

/** What both variants of the OCR upload cards take besides their slots. */
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

/**
 * The slots' state and the two parts every variant draws per slot, its title and its body, so
 * the fixed-count cards and the list differ only in their layout.
 */
export function useOcrSlots(
  slots: readonly OcrSlot[],
  value: readonly OcrFile[],
  props: Omit<OcrUploadProps, 'value' | 'testId'>,
) {
  const state = useOcrUploads(slots, value, props);
  const { open, failure } = useOpenFile();
  const removeFile = useFileRemoval(state.remove);
  const title = (slot: OcrSlot) => (
    <>
      {slot.required === true && (
        <span className={styles.star} aria-hidden="true">
          *
        </span>
      )}
      {slot.title}
    </>
  );
  const body = (slot: OcrSlot, index: number) => (
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
  );
  return { loading: state.loading, failure, title, body };
}
