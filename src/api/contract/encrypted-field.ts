import { z } from 'zod';

/**
 * Base64 of an RSA-OAEP ciphertext (login and password change): 344 characters for the 2048-bit
 * key the server publishes; 1024 leaves room for a 4096-bit key and still bounds what the server
 * tries to decrypt.
 */
export const ENCRYPTED_FIELD_MAX = 1024;

export const encryptedField = () =>
  z
    .string()
    .min(1)
    .max(ENCRYPTED_FIELD_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/);
