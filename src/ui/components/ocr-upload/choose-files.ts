import { splitByCount } from '../../../shared/upload/check-count';
import { checkFile, type CheckedFile } from '../../../shared/upload/check-file';

/** Why a chosen file was not taken: a translation key of spec 001 §5 and its arguments. */
export interface ChoiceRefusal {
  key:
    | 'common.upload.file_type_tip'
    | 'common.upload.zip_maxsize_tip'
    | 'common.upload.file_maxsize_tip'
    | 'common.upload.file_limit_tip';
  values: { name: string; max: string | number; types: string };
}

/**
 * The files a slot takes from a choice, checked before anything is sent: type, then size (the
 * shared rules the server applies too), then the slot's room. Refused files say why and never
 * touch the files the slot already holds.
 */
export function chooseFiles<F extends CheckedFile>(
  chosen: readonly F[],
  slot: { max: number; accepted: readonly string[] },
  held: number,
): { taken: F[]; refusals: ChoiceRefusal[] } {
  const refusals: ChoiceRefusal[] = [];
  const fitting = chosen.filter((file) => {
    const rejection = checkFile(file, slot.accepted);
    if (rejection) {
      refusals.push({
        key: rejection.key,
        values: { name: file.name, max: '', types: '', ...rejection.values },
      });
    }
    return rejection === null;
  });
  const { taken, refused } = splitByCount(held, fitting, slot.max);
  if (refused.length > 0) {
    refusals.push({
      key: 'common.upload.file_limit_tip',
      values: { name: refused.map((f) => f.name).join(', '), max: slot.max, types: '' },
    });
  }
  return { taken, refusals };
}
