import { describe, expect, it } from 'vitest';
import { contractDocument } from '../../src/api/endpoints/contract/contract-document';
import { contractSign } from '../../src/api/endpoints/contract/contract-sign';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { recordAction } from '../../src/api/endpoints/pages/record-action';
import { call, DEMO_PASSWORD, newCommandId, portalConfig, signIn } from './helpers/api';
import { encryptLoginField } from './helpers/encrypt-login';

/**
 * supplier-pool (company C006) signs here: its unsigned contracts CT-C006-0012 and -0016 are no
 * other test's (the browser tests sign -0004 and -0008). `company` holds no /contract/info.
 */
const SIGNER = 'supplier-pool';
const SIGNER_NAME = 'Zhao Lei';

async function sign(token: string, id: string, password: string, language = 'en-US') {
  const cipher = encryptLoginField((await portalConfig()).loginPublicKey, password);
  return call(contractSign, { token, language, body: { id, password: await cipher } });
}

async function listed(token: string, id: string) {
  const contracts = declaredLists.find((l) => l.declaration.id === 'contract.info');
  if (!contracts) throw new Error('contract.info is not declared');
  const reply = await call(contracts.endpoint, { token, body: { pageNum: 1, pageSize: 20, id } });
  return (reply.body.data as { list: Record<string, unknown>[] }).list[0];
}

describe('signing a contract with the signer password (docs/contract-signing.md)', () => {
  it('shows the terms and the document generated from the template before signing', async () => {
    const token = await signIn(SIGNER);
    const reply = await call(contractDocument, { token, params: { id: 'CT-C006-0012' } });
    expect(reply.body.code).toBe(200);
    const doc = reply.body.data as {
      contract: Record<string, unknown>;
      title: string;
      clauses: { heading: string; text: string }[];
      signature: unknown;
    };
    expect(doc.contract).toMatchObject({ id: 'CT-C006-0012', signStatus: 'UNSIGNED' });
    expect(doc.signature).toBeNull();
    expect(doc.clauses.length).toBeGreaterThan(3);
    expect(doc.clauses[0]?.text).toContain(String(doc.contract.contractNo));
    const chinese = await call(contractDocument, {
      token,
      language: 'zh-CN',
      params: { id: 'CT-C006-0012' },
    });
    expect((chinese.body.data as { title: string }).title).toMatch(/协议|通知书|承诺函/);
  });

  it('refuses a wrong password as a 400 on the password field and leaves the contract unsigned', async () => {
    const token = await signIn(SIGNER);
    const reply = await sign(token, 'CT-C006-0012', 'Wrong#2026');
    expect(reply.body).toMatchObject({
      code: 400,
      messageKey: 'contract_sign.error.wrong_password',
      data: { field: 'password' },
    });
    expect(reply.body.message).toMatch(/^password: /);
    const chinese = await sign(token, 'CT-C006-0012', 'Wrong#2026', 'zh-CN');
    expect(chinese.body.message).toContain('密码错误');
    expect(await listed(token, 'CT-C006-0012')).toMatchObject({ signStatus: 'UNSIGNED' });
  });

  it('records who signed and when with the right password, then refuses a second signature with 409', async () => {
    const token = await signIn(SIGNER);
    const before = Date.now();
    const reply = await sign(token, 'CT-C006-0016', DEMO_PASSWORD);
    expect(reply.body).toMatchObject({
      code: 200,
      data: {
        id: 'CT-C006-0016',
        signStatus: 'SIGNED',
        signature: { signerId: 'U1007', signerName: SIGNER_NAME },
      },
    });
    const data = reply.body.data as { signedDate: string; signature: { signedAt: string } };
    const signedAt = Date.parse(data.signature.signedAt);
    expect(signedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(signedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(data.signedDate).toBe(data.signature.signedAt.slice(0, 10));
    expect(await listed(token, 'CT-C006-0016')).toMatchObject({
      signStatus: 'SIGNED',
      signedDate: data.signedDate,
      signedBy: SIGNER_NAME,
    });
    const doc = await call(contractDocument, { token, params: { id: 'CT-C006-0016' } });
    expect((doc.body.data as { signature: unknown }).signature).toEqual(data.signature);

    const again = await sign(token, 'CT-C006-0016', DEMO_PASSWORD);
    expect(again.body).toMatchObject({
      code: 409,
      messageKey: 'contract_sign.error.already_signed',
    });
    const chinese = await sign(token, 'CT-C006-0016', DEMO_PASSWORD, 'zh-CN');
    expect(chinese.body.message).toContain('已签署');
  });

  it('refuses a contract in a state nobody signs from (expired) with 409', async () => {
    const token = await signIn(SIGNER);
    // i = 4 is EXPIRED in the seed's status cycle.
    const reply = await sign(token, 'CT-C006-0005', DEMO_PASSWORD);
    expect(reply.body).toMatchObject({ code: 409, messageKey: 'contract_sign.error.not_signable' });
  });

  it('refuses a user without the Sign off authority with 403', async () => {
    const token = await signIn('company');
    const reply = await sign(token, 'CT-C006-0012', DEMO_PASSWORD);
    expect(reply.body.code).toBe(403);
    const doc = await call(contractDocument, { token, params: { id: 'CT-C006-0012' } });
    expect(doc.body.code).toBe(403);
  });

  it('no longer signs through the generic record command, which carries no password', async () => {
    const token = await signIn(SIGNER);
    const reply = await call(recordAction, {
      token,
      commandId: newCommandId('record'),
      body: { pageId: 'contract.info', id: 'CT-C006-0012', action: 'signOff' },
    });
    expect(reply.body.code).toBe(400);
    expect(await listed(token, 'CT-C006-0012')).toMatchObject({ signStatus: 'UNSIGNED' });
  });
});
