import { crc32 } from 'node:zlib';

const CHUNK = 1024 * 1024;

/**
 * Deterministic, incompressible-looking bytes (xorshift32), chunk by chunk: the same `seed` gives
 * the same bytes on every pass, so a 60 MB file can be checksummed and sent without being held.
 */
export function* noise(size: number, seed: number): Generator<Buffer> {
  let x = seed >>> 0 || 1;
  for (let sent = 0; sent < size; sent += CHUNK) {
    const n = Math.min(CHUNK, size - sent);
    const words = new Uint32Array(Math.ceil(n / 4));
    for (let i = 0; i < words.length; i += 1) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      words[i] = x >>> 0;
    }
    yield Buffer.from(words.buffer, 0, n);
  }
}

const u16 = (v: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(v);
  return b;
};
const u32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v >>> 0);
  return b;
};

/**
 * A real ZIP archive holding one stored (uncompressed) entry of `size` noise bytes, produced as a
 * stream: the CRC is computed in a first pass over the same noise.
 */
export function storedZip(
  entryName: string,
  size: number,
  seed = 7,
): { chunks: () => Generator<Buffer>; size: number } {
  let crc = 0;
  for (const chunk of noise(size, seed)) crc = crc32(chunk, crc);
  const name = Buffer.from(entryName, 'utf8');
  const local = Buffer.concat([
    u32(0x04034b50),
    u16(20),
    u16(0x0800),
    u16(0),
    u16(0),
    u16(0),
    u32(crc),
    u32(size),
    u32(size),
    u16(name.byteLength),
    u16(0),
    name,
  ]);
  const central = Buffer.concat([
    u32(0x02014b50),
    u16(20),
    u16(20),
    u16(0x0800),
    u16(0),
    u16(0),
    u16(0),
    u32(crc),
    u32(size),
    u32(size),
    u16(name.byteLength),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    u32(0),
    u32(0),
    name,
  ]);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(1),
    u16(1),
    u32(central.byteLength),
    u32(local.byteLength + size),
    u16(0),
  ]);
  return {
    size: local.byteLength + size + central.byteLength + end.byteLength,
    *chunks() {
      yield local;
      yield* noise(size, seed);
      yield central;
      yield end;
    },
  };
}
