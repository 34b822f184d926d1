import { base64ToBytes, bytesToBase64 } from './base64';

const ALGORITHM: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

/**
 * The login endpoint's public key (SPKI, base64; a PEM block is accepted too, because that is how
 * keys are usually pasted into configuration).
 */
export async function importLoginPublicKey(
  spkiBase64: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CryptoKey> {
  const base64 = spkiBase64.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return subtle.importKey('spki', base64ToBytes(base64), ALGORITHM, false, ['encrypt']);
}

/** userName and password travel encrypted (spec 7); the answer is base64 of the ciphertext. */
export async function encryptForLogin(
  key: CryptoKey,
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return bytesToBase64(new Uint8Array(cipher));
}
