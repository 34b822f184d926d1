/**
 * Encrypts a login field the way the portal does: WebCrypto RSA-OAEP with SHA-256 under the
 * SPKI public key of /portal-config.json, base64. Written here rather than imported from the
 * client so that the test checks the server against the documented algorithm, not against
 * whatever the client happens to do.
 */
export async function encryptLoginField(
  publicKeySpkiBase64: string,
  text: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKeySpkiBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(text),
  );
  return Buffer.from(cipher).toString('base64');
}

/**
 * The login `password` field: `{ts, nonce, password}` as JSON, encrypted like any login field
 * (docs/api-conventions.md). Spelt out here too, for the same reason as above; `ts` and `nonce`
 * can be given to test the server's replay checks.
 */
export async function encryptLoginPassword(
  publicKeySpkiBase64: string,
  password: string,
  stamp: { ts?: number; nonce?: string } = {},
): Promise<string> {
  const nonce =
    stamp.nonce ?? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
  const text = JSON.stringify({ ts: stamp.ts ?? Date.now(), nonce, password });
  return encryptLoginField(publicKeySpkiBase64, text);
}
