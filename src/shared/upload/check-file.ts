import { extensionOf, isAcceptedType, isZip } from './file-type';
import { FILE_MAX_BYTES, ZIP_MAX_BYTES } from './upload-limits';

/** Why one chosen file is refused: a translation key and its arguments. */
export interface FileRejection {
  key:
    | 'common.upload.file_type_tip'
    | 'common.upload.zip_maxsize_tip'
    | 'common.upload.file_maxsize_tip';
  values: Record<string, string | number>;
}

export interface CheckedFile {
  name: string;
  size: number;
  type?: string;
}

/**
 * Spec 001 §5: the type must be accepted; a ZIP may be 100 MB, any other file 20 MB. The type is
 * checked first, so a 30 MB executable is refused for what it is, not for its size.
 */
export function checkFile(file: CheckedFile, accepted: readonly string[]): FileRejection | null {
  if (!isAcceptedType(file.name, accepted)) {
    return {
      key: 'common.upload.file_type_tip',
      values: { types: accepted.join(', '), type: extensionOf(file.name) || '-' },
    };
  }
  if (isZip(file)) {
    return file.size > ZIP_MAX_BYTES
      ? { key: 'common.upload.zip_maxsize_tip', values: { max: '100 MB' } }
      : null;
  }
  return file.size > FILE_MAX_BYTES
    ? { key: 'common.upload.file_maxsize_tip', values: { max: '20 MB' } }
    : null;
}
