/**
 * CRC-32 (IEEE 802.3, the checksum of zip entries), computed chunk by chunk as a download
 * arrives, so the archive never needs a second pass over the audio. Slice-by-8 over 32-bit
 * words: eight table lookups per 8 bytes, so checksumming adds little to a download.
 */
const TABLES = buildTables();

function buildTables(): Uint32Array[] {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  const first = tables[0]!;
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    first[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n += 1) {
    for (let t = 1; t < 8; t += 1) {
      const previous = tables[t - 1]![n]!;
      tables[t]![n] = (first[previous & 0xff]! ^ (previous >>> 8)) >>> 0;
    }
  }
  return tables;
}

/** Words read straight from memory are little-endian here (every browser platform is). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The CRC-32 of everything so far (`crc`, 0 to start) followed by `chunk`. */
export function crc32Update(crc: number, chunk: Uint8Array): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  let c = ~crc >>> 0;
  let i = 0;
  const length = chunk.length;
  // Byte by byte up to a 4-byte boundary, then two 32-bit words per step, then the tail.
  while (i < length && (chunk.byteOffset + i) % 4 !== 0) {
    c = t0[(c ^ chunk[i]!) & 0xff]! ^ (c >>> 8);
    i += 1;
  }
  const pairs = LITTLE_ENDIAN ? Math.floor((length - i) / 8) : 0;
  if (pairs > 0) {
    const words = new Uint32Array(chunk.buffer, chunk.byteOffset + i, pairs * 2);
    for (let w = 0; w < words.length; w += 2) {
      const a = (c ^ words[w]!) >>> 0;
      const b = words[w + 1]!;
      c =
        t7[a & 0xff]! ^
        t6[(a >>> 8) & 0xff]! ^
        t5[(a >>> 16) & 0xff]! ^
        t4[a >>> 24]! ^
        t3[b & 0xff]! ^
        t2[(b >>> 8) & 0xff]! ^
        t1[(b >>> 16) & 0xff]! ^
        t0[b >>> 24]!;
    }
    i += pairs * 8;
  }
  while (i < length) {
    c = t0[(c ^ chunk[i]!) & 0xff]! ^ (c >>> 8);
    i += 1;
  }
  return ~c >>> 0;
}

/** The CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  return crc32Update(0, bytes);
}
