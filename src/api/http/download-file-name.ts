const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'text/plain': 'txt',
};

/** The media type without parameters, lower-cased: `Text/CSV; charset=utf-8` → `text/csv`. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === '' ? 'application/octet-stream' : essence;
}

export function isJsonMediaType(mediaType: string): boolean {
  return (
    mediaType === 'application/json' || mediaType === 'text/json' || mediaType.endsWith('+json')
  );
}

/** When the server names no file, the endpoint id names it, with the extension of its type. */
export function fallbackFileName(endpointId: string, mediaType: string): string {
  const extension = EXTENSIONS[mediaType];
  return extension ? `${endpointId}.${extension}` : endpointId;
}
