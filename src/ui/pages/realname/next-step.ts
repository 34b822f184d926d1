import type { RealnameView } from './use-realname-status';

/** What the overview suggests first: the company, then the person, then nothing. */
export type NextStep = 'company' | 'money' | 'newDeposit' | 'person' | 'none';

export function nextStepOf(view: RealnameView): NextStep {
  const { company, person } = view;
  if (company.state !== 'VERIFIED') {
    const deposit = company.deposit;
    if (!deposit) return 'company';
    return deposit.state === 'PENDING' ? 'money' : 'newDeposit';
  }
  return person.verified ? 'none' : 'person';
}
