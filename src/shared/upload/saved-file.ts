/** A file made or fetched by the worker and handed to the UI to save (bytes transferred). */
export interface SavedFile {
  fileName: string;
  mimeType: string;
  bytes: ArrayBuffer;
}
