/** How long the object URL outlives the click: the browser reads the blob after it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a finished file the worker made: its Blob, one hidden link, one click. The object URL
 * is revoked once the browser has taken the file, so a big export is not kept.
 */
export function saveFile(file: { fileName: string; blob: Blob }): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
