import { DEFAULT_MAX_DOCUMENTS, DOCUMENT_TYPES } from '../../../shared/upload/upload-limits';

/** One place a document goes (spec 001 §2, §4): what it is, what recognition reads from it. */
export interface OcrSlot {
  /** The slot's title, already translated. */
  title: string;
  description?: string;
  /** The recognition schema of what is uploaded here; none: the file is only stored. */
  schemaCode?: string;
  /** An empty required slot says `common.please_upload`. */
  required?: boolean;
  /** Files the slot holds (spec 001 §5: 1 per slot unless said). */
  max: number;
  /** Upper-case extensions the slot takes. */
  accepted: readonly string[];
}

/** What a page says of its slots; the defaults of spec 001 §5 fill the rest. */
export type OcrSlotInput = Omit<OcrSlot, 'max' | 'accepted'> & {
  max?: number;
  accepted?: readonly string[];
};

/** The spec's default for an upload slot. */
export const DEFAULT_PER_SLOT = 1;

const cycled = <T>(list: readonly T[] | undefined, index: number): T | undefined =>
  list && list.length > 0 ? list[index % list.length] : undefined;

/**
 * The list variant's slots (spec 001 §4): `count` slots whose titles, descriptions and schema
 * codes repeat from the start when fewer are given than slots, so three titles over five slots
 * read A B C A B.
 */
export function cycleSlots(options: {
  count: number;
  titles: readonly string[];
  descriptions?: readonly string[];
  schemaCodes?: readonly string[];
  required?: boolean;
  maxPerSlot?: number;
  accepted?: readonly string[];
}): OcrSlot[] {
  const count = Math.max(0, Math.min(Math.floor(options.count), DEFAULT_MAX_DOCUMENTS));
  return Array.from({ length: count }, (_, index) => {
    const description = cycled(options.descriptions, index);
    const schemaCode = cycled(options.schemaCodes, index);
    return withDefaults({
      title: cycled(options.titles, index) ?? '',
      ...(description === undefined ? {} : { description }),
      ...(schemaCode === undefined ? {} : { schemaCode }),
      ...(options.required === undefined ? {} : { required: options.required }),
      ...(options.maxPerSlot === undefined ? {} : { max: options.maxPerSlot }),
      ...(options.accepted === undefined ? {} : { accepted: options.accepted }),
    });
  });
}

/** A slot with the spec's defaults: one file, the document types; never above 20 files. */
export function withDefaults(slot: OcrSlotInput): OcrSlot {
  const max = Math.max(
    1,
    Math.min(Math.floor(slot.max ?? DEFAULT_PER_SLOT), DEFAULT_MAX_DOCUMENTS),
  );
  return { ...slot, max, accepted: slot.accepted ?? DOCUMENT_TYPES };
}

/**
 * A given value's files per slot, each slot cut to its maximum (spec 001 §4 "truncated to the
 * allowed maximum per slot"); files naming no existing slot are dropped.
 */
export function truncatePerSlot<T extends { slot: number }>(
  files: readonly T[],
  slots: readonly { max: number }[],
): T[] {
  const held = new Map<number, number>();
  return files.filter((file) => {
    const slot = slots[file.slot];
    if (!slot) return false;
    const count = held.get(file.slot) ?? 0;
    if (count >= slot.max) return false;
    held.set(file.slot, count + 1);
    return true;
  });
}
