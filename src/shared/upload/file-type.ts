/** The upper-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toUpperCase();
}

/** The media type Windows browsers give a ZIP (spec 001 §5), and the standard one. */
const ZIP_MEDIA_TYPES = ['application/x-zip-compressed', 'application/zip'];

/** A ZIP by media type or, when the browser gives none, by extension. */
export function isZip(file: { name: string; type?: string }): boolean {
  return ZIP_MEDIA_TYPES.includes(file.type ?? '') || extensionOf(file.name) === 'ZIP';
}

/** Whether the file's extension is one of `accepted` (upper case). */
export function isAcceptedType(fileName: string, accepted: readonly string[]): boolean {
  const extension = extensionOf(fileName);
  return extension !== '' && accepted.includes(extension);
}

/** The `accept` attribute of a file input for these types (`.jpg,.pdf,…`). */
export function acceptAttribute(accepted: readonly string[]): string {
  return accepted.map((type) => `.${type.toLowerCase()}`).join(',');
}
