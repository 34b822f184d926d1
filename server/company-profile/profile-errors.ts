import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { BusinessError } from '../http/business-error';

type Texts = Record<Language, string>;

/** Refusals of the company profile's calls, in both languages (the detail of a 400). */
const TEXTS = {
  unknownFile: {
    'en-US': 'objectKey: no such file of your company ({objectKey})',
    'zh-CN': 'objectKey：贵司没有该文件（{objectKey}）',
  },
  tooManyFiles: {
    'en-US': 'keys: at most {max} files in one ZIP',
    'zh-CN': 'keys：一个 ZIP 最多 {max} 个文件',
  },
  tooManyBytes: {
    'en-US': 'keys: the chosen files are larger than {max} MB together',
    'zh-CN': 'keys：所选文件合计超过 {max} MB',
  },
  unknownBatch: {
    'en-US': 'objectKey: this download is unknown or has expired; choose the files again',
    'zh-CN': 'objectKey：该下载不存在或已过期，请重新选择文件',
  },
} as const satisfies Record<string, Texts>;

export type ProfileRefusal = keyof typeof TEXTS;

/** A 400 whose detail says what is wrong, in the request's language. */
export function profileRefusal(
  id: ProfileRefusal,
  vars: Record<string, string | number> = {},
): BusinessError {
  return new BusinessError(ResultCode.badRequest, 'badRequest', (lang) => ({
    detail: TEXTS[id][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(vars[name] ?? whole),
    ),
  }));
}
