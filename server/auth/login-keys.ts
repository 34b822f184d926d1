import {
  constants,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/db';

const KEY_ID = 'login-rsa-oaep';
const generate = promisify(generateKeyPair);

export interface LoginKeys {
  /** SPKI, base64: what the client imports with WebCrypto (RSA-OAEP, SHA-256). */
  publicKeySpki: string;
  /** Decrypts a base64 RSA-OAEP/SHA-256 ciphertext to UTF-8; null when it cannot. */
  decrypt(ciphertextBase64: string): string | null;
}

export interface KeyPairDer {
  publicKey: Buffer;
  privateKey: Buffer;
}

/** A fresh 2048-bit pair (a few hundred ms, off the main thread). */
export function generateLoginKeyPair(): Promise<KeyPairDer> {
  return generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
}

/**
 * Loads the login key pair, storing a new one on the very first start. `pregenerated` lets a
 * fresh start make the pair while the database initialises. A concurrent first start of a
 * second server on the same PostgreSQL keeps whichever pair was stored first.
 */
export async function loadLoginKeys(
  db: Db,
  pregenerated?: Promise<KeyPairDer>,
): Promise<LoginKeys> {
  let stored = await readKeys(db);
  if (!stored) {
    const pair = await (pregenerated ?? generateLoginKeyPair());
    await db.query(
      `INSERT INTO server_keys (id, public_spki, private_pkcs8) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING`,
      [KEY_ID, pair.publicKey.toString('base64'), pair.privateKey.toString('base64')],
    );
    stored = await readKeys(db);
    if (!stored) throw new Error('login key pair could not be stored');
  }
  const privateKey = createPrivateKey({
    key: Buffer.from(stored.private_pkcs8, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  return { publicKeySpki: stored.public_spki, decrypt: (c) => decryptOaep(privateKey, c) };
}

async function readKeys(db: Db) {
  const { rows } = await db.query<{ public_spki: string; private_pkcs8: string }>(
    'SELECT public_spki, private_pkcs8 FROM server_keys WHERE id = $1',
    [KEY_ID],
  );
  return rows[0];
}

function decryptOaep(key: KeyObject, ciphertextBase64: string): string | null {
  try {
    const plain = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
