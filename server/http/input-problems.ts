import type { Language } from '../../src/shared/constants';
import { INPUT_PROBLEMS, type InputProblem } from '../../src/shared/validation/input/problems';

type Texts = Readonly<Record<Language, string>>;

/** Text of the shared primitives' problems (src/shared/validation/input), in both languages. */
const TEXTS: Readonly<Record<InputProblem, Texts>> = {
  [INPUT_PROBLEMS.calendarDate]: {
    'en-US': 'must be a real date YYYY-MM-DD between 1900-01-01 and 9999-12-31',
    'zh-CN': '必须是 1900-01-01 至 9999-12-31 之间真实存在的日期（YYYY-MM-DD）',
  },
  [INPUT_PROBLEMS.dateTime]: {
    'en-US': 'must be a real date YYYY-MM-DD, optionally with a time THH:MM[:SS] and a zone',
    'zh-CN': '必须是真实存在的日期（YYYY-MM-DD），可带时间 THH:MM[:SS] 和时区',
  },
  [INPUT_PROBLEMS.controlCharacter]: {
    'en-US': 'must not contain control or text-direction characters',
    'zh-CN': '不能包含控制字符或文字方向控制符',
  },
  [INPUT_PROBLEMS.nul]: {
    'en-US': 'must not contain the NUL character (U+0000)',
    'zh-CN': '不能包含 NUL 字符（U+0000）',
  },
  [INPUT_PROBLEMS.tooDeep]: {
    'en-US': 'is nested deeper than {max} levels',
    'zh-CN': '嵌套层级超过 {max} 层',
  },
};

const isProblem = (message: string): message is InputProblem => Object.hasOwn(TEXTS, message);

/** A primitive's problem id in the request's language; any other message as it is. */
export function inputProblemText(
  message: string,
  lang: Language,
  vars: Readonly<Record<string, number>> = {},
): string {
  if (!isProblem(message)) return message;
  return TEXTS[message][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
