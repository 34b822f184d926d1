import { checkIdNumber, checkRealName, type IdType } from '../../../shared/realname/realname-rules';

export type PersonField = 'realName' | 'idType' | 'idNo';

export interface PersonDraft {
  realName: string;
  idType: IdType;
  idNo: string;
}

/** The translation key of each field's problem, by the shared rules, checked before sending. */
export function personProblems(
  draft: PersonDraft,
  today: Date,
): Partial<Record<PersonField, string>> {
  const problems: Partial<Record<PersonField, string>> = {};
  const name = checkRealName(draft.realName);
  if (name) {
    problems.realName =
      name === 'required'
        ? 'realname.personal.problem.required'
        : 'realname.personal.problem.name_invalid';
  }
  if (draft.idNo.trim() === '') problems.idNo = 'realname.personal.problem.id_required';
  else {
    const id = checkIdNumber(draft.idType, draft.idNo, today);
    if (id) problems.idNo = `realname.personal.problem.${id}`;
  }
  return problems;
}
