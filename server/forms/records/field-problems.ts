import { ResultCode } from '../../../src/api/contract/envelope';
import type { Language } from '../../../src/shared/constants';
import { BusinessError } from '../../http/business-error';
import { detailText } from '../../http/messages';
import { ruleText } from '../../imports/rule-text';

/** A field's problem: a rule's translation key and its values (field rules and record rules). */
export interface RuleProblem {
  field: string;
  key: string;
  params?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The validation envelope of a record save (code 400, docs/validation.md): the message lists
 * every problem with its field's label; `data.fields` gives each problem's field key (the form's
 * own, `lines.0.unitPrice` for a cell), its text in the request's language, and the rule's key
 * and values, so the form marks the field and may word it itself.
 */
export function fieldProblems(
  problems: readonly RuleProblem[],
  labelOf: (field: string) => string,
  lang: Language,
): BusinessError {
  const fields = problems.map((p) => {
    const params = p.params ?? {};
    return {
      field: p.field,
      message: ruleText({ key: p.key, params }, labelOf(p.field), lang),
      key: p.key,
      params,
    };
  });
  const detail = fields
    .map((f) =>
      detailText('formFieldProblem', lang, { field: labelOf(f.field), problem: f.message }),
    )
    .join(lang === 'zh-CN' ? '；' : '; ');
  return new BusinessError(ResultCode.badRequest, 'badRequest', () => ({ detail }), { fields });
}
