/**
 * Saves bytes the worker made or fetched as a file: an object URL behind a temporary anchor,
 * revoked once the browser has taken the download (revoking at once can cancel it).
 */
export function saveBytes(file: { fileName: string; mimeType: string; bytes: ArrayBuffer }): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens a server file URL: in a new tab to preview, or as a download (its content-disposition). */
export function openFileUrl(url: string, preview: boolean): void {
  if (preview) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
