import { extensionOf } from '../../../shared/upload/file-type';

/** Spec 001 §5: text recognition runs only for these types. */
export const RECOGNIZABLE_TYPES = ['JPG', 'JPEG', 'BMP', 'PNG', 'PDF', 'MSG'] as const;

export const isRecognizable = (fileName: string): boolean =>
  (RECOGNIZABLE_TYPES as readonly string[]).includes(extensionOf(fileName));

/** Whether a slot's files are read at all: it names a schema and takes a recognisable type. */
export const isRecognizableSlot = (slot: {
  schemaCode?: string;
  accepted: readonly string[];
}): boolean =>
  slot.schemaCode !== undefined &&
  slot.accepted.some((type) => (RECOGNIZABLE_TYPES as readonly string[]).includes(type));
