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
