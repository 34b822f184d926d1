import { describe, expect, it } from 'vitest';
import { bytesToBase64, base64ToBytes } from '../../../src/api/crypto/base64';
import { encryptForLogin, importLoginPublicKey } from '../../../src/api/crypto/rsa-oaep';

const { subtle } = globalThis.crypto;

async function keyPair() {
  const pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { spki, privateKey: pair.privateKey };
}

async function decrypt(privateKey: CryptoKey, base64: string): Promise<string> {
  const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(base64));
  return new TextDecoder().decode(plain);
}

describe('RSA-OAEP login encryption', () => {
  it('encrypts so that the private key of the server recovers the text', async () => {
    const { spki, privateKey } = await keyPair();
    const key = await importLoginPublicKey(spki);
    const cipher = await encryptForLogin(key, 'pässwörd-密码');
    expect(base64ToBytes(cipher)).toHaveLength(256);
    expect(await decrypt(privateKey, cipher)).toBe('pässwörd-密码');
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { spki } = await keyPair();
    const key = await importLoginPublicKey(spki);
    expect(await encryptForLogin(key, 'same')).not.toBe(await encryptForLogin(key, 'same'));
  });

  it('accepts the key as a PEM block with line breaks', async () => {
    const { spki, privateKey } = await keyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const cipher = await encryptForLogin(await importLoginPublicKey(pem), 'alice');
    expect(await decrypt(privateKey, cipher)).toBe('alice');
  });

  it('imports a key that can only encrypt', async () => {
    const { spki } = await keyPair();
    const key = await importLoginPublicKey(spki);
    expect(key.usages).toEqual(['encrypt']);
    expect(key.extractable).toBe(false);
  });

  it('refuses something that is not a key', async () => {
    await expect(importLoginPublicKey(bytesToBase64(new Uint8Array([1, 2, 3])))).rejects.toThrow();
  });
});

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
  });
});
