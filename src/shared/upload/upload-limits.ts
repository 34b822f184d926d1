/** Upload limits of spec 001 §5 ("Upload") and §9. */
export const ZIP_MAX_BYTES = 104_857_600;
export const FILE_MAX_BYTES = 20_971_520;
/** Documents per upload list unless the list says otherwise. */
export const DEFAULT_MAX_DOCUMENTS = 20;
export const DEFAULT_MAX_PICTURES = 1;

/** Accepted document types (upper case, as the spec lists them). */
export const DOCUMENT_TYPES = [
  'JPG',
  'JPEG',
  'BMP',
  'PNG',
  'GIF',
  'PDF',
  'DOCX',
  'DOC',
  'XLS',
  'XLSX',
  'ZIP',
  'MSG',
] as const;
export const PICTURE_TYPES = ['JPG', 'JPEG', 'BMP', 'PNG', 'GIF'] as const;
/** What a batch import reads (docs/uploads.md). */
export const IMPORT_TYPES = ['XLSX', 'XLS', 'CSV'] as const;
