const ANONYMOUS = 'anonymous';
/** 128 bits keep users apart without needing the full digest in every key. */
const DIGEST_HEX_CHARS = 32;

/** SHA-256 of the token, memoised for the current token because it is asked for on every GET. */
export function createTokenDigest(
  subtle?: SubtleCrypto,
): (token: string | null) => Promise<string> {
  let last: { token: string; digest: Promise<string> } | undefined;
  return (token) => {
    if (!token) return Promise.resolve(ANONYMOUS);
    if (last?.token !== token) {
      const digest = sha256Hex(subtle ?? globalThis.crypto.subtle, token);
      const entry = { token, digest };
      // A failed digest (no crypto.subtle outside a secure context) is tried again next time.
      digest.catch(() => {
        if (last === entry) last = undefined;
      });
      last = entry;
    }
    return last.digest;
  };
}

async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex.slice(0, DIGEST_HEX_CHARS);
}
