import type { Language } from '../../src/shared/constants';
import { hasNul } from '../../src/shared/validation/input/text';
import { INPUT_PROBLEMS } from '../../src/shared/validation/input/problems';
import { inputProblemText } from './input-problems';
import type { InputPart, FieldProblem } from './validate-input';

/** JSON nested deeper than this is refused: no form or list request comes near it. */
export const MAX_INPUT_DEPTH = 32;

/** Problems reported per request at most: a body of ten thousand NULs gets a readable answer. */
const MAX_PROBLEMS = 20;

const shown = (key: string) => key.replaceAll('\u0000', '\\u0000');

function fieldName(part: InputPart, path: readonly string[]): string {
  const inner = path.map(shown).join('.');
  if (part === 'body') return inner === '' ? '(body)' : inner;
  return inner === '' ? part : `${part}.${inner}`;
}

/**
 * The net under every declaration: any string (or key) holding U+0000 in params, query or body,
 * and JSON nested deeper than MAX_INPUT_DEPTH, is a problem naming its field. PostgreSQL text
 * cannot hold a NUL, so without this a loose schema (`z.string()`, `z.unknown()`) let one
 * through to fail the statement as a server error; and a deep value would be walked by
 * whatever recursion meets it next.
 */
export function netProblems(value: unknown, part: InputPart, lang: Language): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nul = inputProblemText(INPUT_PROBLEMS.nul, lang);
  const walk = (node: unknown, path: string[]): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (typeof node === 'string') {
      if (hasNul(node)) problems.push({ field: fieldName(part, path), message: nul });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path.length >= MAX_INPUT_DEPTH) {
      problems.push({
        field: fieldName(part, path),
        message: inputProblemText(INPUT_PROBLEMS.tooDeep, lang, { max: MAX_INPUT_DEPTH }),
      });
      return;
    }
    const entries = Array.isArray(node)
      ? node.map((v, i) => [String(i), v] as const)
      : Object.entries(node);
    for (const [key, inner] of entries) {
      if (hasNul(key)) problems.push({ field: fieldName(part, [...path, key]), message: nul });
      walk(inner, [...path, key]);
    }
  };
  walk(value, []);
  return problems;
}
