import { FILE_MAX_BYTES, ZIP_MAX_BYTES } from '../../src/shared/upload/upload-limits';

/**
 * What a file of each accepted extension must hold, told by its magic bytes (`file-type`'s
 * `ext`), and how large it may be. The extension picks the rule and the content must agree, so a
 * PDF named `.zip` is refused for what it is and never gets the ZIP's 100 MB.
 */
export interface ContentRule {
  /** What the first bytes may be sniffed as; `undefined` = no known magic (plain text). */
  head: readonly (string | undefined)[];
  /**
   * What the whole file must be sniffed as, for ZIP containers: an Office document keeps its
   * `[Content_Types].xml` anywhere in the archive (SheetJS writes it last), so only the whole
   * file tells a real ZIP from a .docx or .xlsx.
   */
  whole?: readonly string[];
  max: number;
  tooLarge: 'uploadFileTooLarge' | 'uploadZipTooLarge';
  /** Text without a single NUL byte (CSV has no magic bytes to check). */
  text?: true;
}

const document = (head: readonly (string | undefined)[], whole?: readonly string[]) =>
  ({
    head,
    ...(whole ? { whole } : {}),
    max: FILE_MAX_BYTES,
    tooLarge: 'uploadFileTooLarge',
  }) as const satisfies ContentRule;

/** Keyed by upper-case extension (DOCUMENT_TYPES and IMPORT_TYPES of src/shared/upload). */
export const CONTENT_RULES: Readonly<Record<string, ContentRule>> = {
  JPG: document(['jpg']),
  JPEG: document(['jpg']),
  PNG: document(['png']),
  GIF: document(['gif']),
  BMP: document(['bmp']),
  PDF: document(['pdf']),
  // Word 97, Excel 97 and Outlook messages are all OLE compound files: their magic is the same.
  DOC: document(['cfb']),
  XLS: document(['cfb']),
  MSG: document(['cfb']),
  DOCX: document(['zip', 'docx'], ['docx']),
  XLSX: document(['zip', 'xlsx'], ['xlsx']),
  ZIP: { head: ['zip'], whole: ['zip'], max: ZIP_MAX_BYTES, tooLarge: 'uploadZipTooLarge' },
  CSV: { ...document([undefined]), text: true },
};

/** `max` of a rule as the message shows it. */
export const sizeText = (rule: ContentRule): string => `${Math.round(rule.max / 1024 / 1024)} MB`;
