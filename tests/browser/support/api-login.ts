import { newLoginNonce, stampLoginPassword } from '../../../src/api/crypto/login-stamp';
import { encryptForLogin, importLoginPublicKey } from '../../../src/api/crypto/rsa-oaep';
import { DEMO_PASSWORD, baseUrl } from './browser';

/** A sign-in over HTTP from the test process: the envelope the server answers. */
export async function signInOverHttp(
  username: string,
  password: string,
): Promise<{ code: number; data?: { token: string } }> {
  const config = (await (await fetch(`${baseUrl()}/portal-config.json`)).json()) as {
    loginPublicKey: string;
    productCode: string;
    appId: string;
  };
  const key = await importLoginPublicKey(config.loginPublicKey);
  const body = {
    userName: await encryptForLogin(key, username),
    password: await encryptForLogin(key, stampLoginPassword(password, Date.now(), newLoginNonce())),
    loginName: username,
    type: 1,
  };
  const response = await fetch(`${baseUrl()}/api/${config.productCode}-auth-center/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', appId: config.appId },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data?: { token: string } };
}

/** Signs in over HTTP from the test process, as a guidance link's issuer would, for its token. */
export async function tokenFor(username: string): Promise<string> {
  const envelope = await signInOverHttp(username, DEMO_PASSWORD);
  if (envelope.code !== 200 || !envelope.data) throw new Error(`login of ${username} failed`);
  return envelope.data.token;
}
