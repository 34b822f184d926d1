import { newLoginNonce, stampLoginPassword } from '../../../src/api/crypto/login-stamp';
import { encryptForLogin, importLoginPublicKey } from '../../../src/api/crypto/rsa-oaep';
import { DEMO_PASSWORD, baseUrl } from './browser';

/** Signs in over HTTP from the test process, as a guidance link's issuer would, for its token. */
export async function tokenFor(username: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl()}/portal-config.json`)).json()) as {
    loginPublicKey: string;
    productCode: string;
    appId: string;
  };
  const key = await importLoginPublicKey(config.loginPublicKey);
  const body = {
    userName: await encryptForLogin(key, username),
    password: await encryptForLogin(
      key,
      stampLoginPassword(DEMO_PASSWORD, Date.now(), newLoginNonce()),
    ),
    loginName: username,
    type: 1,
  };
  const response = await fetch(`${baseUrl()}/api/${config.productCode}-auth-center/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', appId: config.appId },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data?: { token: string } };
  if (envelope.code !== 200 || !envelope.data) throw new Error(`login of ${username} failed`);
  return envelope.data.token;
}
