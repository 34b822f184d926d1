import { baseUrl } from './support/browser';

/** A call of the company area over HTTP (GET without a body), for set-up and clean-up. */
export async function companyApi(
  path: string,
  token: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/scf-company${path}`, {
    method: body === null ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      token,
      'x-command-id': crypto.randomUUID(),
    },
    ...(body === null ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

interface Status {
  company: { state: string; accounts: { id: string; nameMatches: boolean }[] };
}

/**
 * Verifies the company again after an approved rename re-opened it (docs/realname.md
 * #re-verification), as its user would: a deposit to an account in the registered name, the amount
 * read from the development mailbox, confirmed. Answers the outcome ('' when already verified).
 */
export async function verifyCompanyAgain(token: string, userName: string): Promise<string> {
  const auth = '/clientend/companyAuth';
  const status = (await companyApi(`${auth}/realnameStatus`, token, {})).data as Status;
  if (status.company.state === 'VERIFIED') return '';
  const account = status.company.accounts.find((a) => a.nameMatches);
  if (!account) throw new Error('no account in the registered name to verify with');
  await companyApi(`${auth}/requestDeposit`, token, { bankAccountId: account.id });
  const mailbox = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(userName)}`);
  const { messages } = (await mailbox.json()) as { messages: { subject: string; body: string }[] };
  const notice = messages.find((m) => m.subject.startsWith('Verification deposit'));
  const amount = /: [A-Z]{3} (\d+(?:\.\d+)?) credited/.exec(notice?.body ?? '')?.[1] ?? '';
  const answer = await companyApi(`${auth}/confirmDeposit`, token, { amount });
  return (answer.data as { outcome: string }).outcome;
}
