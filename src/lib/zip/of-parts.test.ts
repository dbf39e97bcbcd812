/**
 * Every archive shape the downloader can make, checked by two unzippers that share no code with
 * ours: Info-ZIP's `unzip -t` (CRC of every entry, names, ZIP64) and Python's zipfile (a second
 * reading of the central directory, testzip re-reads every CRC); jszip a third for small ones.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { PARTS_PER_TASK, zipOfParts, zipParts, type ZipPart } from './of-parts';

const directory = mkdtempSync(join(tmpdir(), 'zip-of-parts-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/**
 * Writes the archive to disk part by part, streaming each Blob (a 4 GiB one never sits in
 * memory; Node's Blob, unlike a browser's, stops at 4 GiB, so the parts are not joined here).
 */
async function save(archive: Blob | BlobPart[], name: string): Promise<string> {
  const path = join(directory, name);
  const parts = archive instanceof Blob ? [archive] : archive;
  async function* bytes() {
    for (const piece of parts) {
      if (piece instanceof Blob) {
        for await (const chunk of piece.stream() as unknown as AsyncIterable<Uint8Array>) {
          yield chunk;
        }
      } else {
        yield piece as Uint8Array;
      }
    }
  }
  await pipeline(Readable.from(bytes()), createWriteStream(path));
  return path;
}

/** `unzip -t`: every entry's CRC checked; throws with unzip's report on any error. */
function unzipTest(path: string): string {
  return execFileSync('unzip', ['-t', path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Python's zipfile: the entries' names and sizes, and testzip's verdict (None = all CRCs good). */
function pythonRead(path: string): { names: string[]; sizes: number[]; bad: string | null } {
  const script = [
    'import json, sys, zipfile',
    'z = zipfile.ZipFile(sys.argv[1])',
    'infos = z.infolist()',
    'print(json.dumps({"names": [i.filename for i in infos], "sizes": [i.file_size for i in infos], "bad": z.testzip()}))',
  ].join('\n');
  return JSON.parse(
    execFileSync('python3', ['-c', script, path], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { names: string[]; sizes: number[]; bad: string | null };
}

const part = (name: string, bytes: Uint8Array): ZipPart => ({
  name,
  data: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  crc32: crc32(bytes),
});
const bytesOf = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed * 7) % 251);

describe('zipOfParts', () => {
  it('stores entries byte for byte, with unicode names and empty files', async () => {
    const parts = [
      part('001 Intro_ by DJ Test.wav', bytesOf(5000, 1)),
      part('002 Ça plane pour moi by Plastic Bertrand.wav', bytesOf(7000, 2)),
      part('003 東京 by ソニー 🎧.wav', bytesOf(3000, 3)),
      part('004 Silence by Nobody.wav', new Uint8Array(0)),
    ];
    const archive = await zipOfParts(parts, new Date(2026, 10, 23, 12, 30, 10));
    const path = await save(archive, 'small.zip');

    const report = unzipTest(path);
    expect(report).toContain('No errors detected');
    for (const { name } of parts) expect(report).toContain(`testing: ${name}`);
    expect(pythonRead(path)).toEqual({
      names: parts.map((p) => p.name),
      sizes: [5000, 7000, 3000, 0],
      bad: null,
    });
    const zip = await JSZip.loadAsync(await archive.arrayBuffer());
    for (const [index, { name }] of parts.entries()) {
      const entry = zip.file(name)!;
      expect(await entry.async('uint8array')).toEqual(
        new Uint8Array(await (parts[index]!.data as Blob).arrayBuffer()),
      );
      expect(entry.date.getFullYear()).toBe(2026);
    }
    // Stored: the archive is the audio plus headers, nothing compressed.
    const audioBytes = parts.reduce((sum, p) => sum + (p.data as Blob).size, 0);
    expect(archive.size).toBeGreaterThan(audioBytes);
    expect(archive.size - audioBytes).toBeLessThan(parts.length * 300);
  });

  it('is a Blob of the entries’ own Blobs: building it reads no audio', async () => {
    let reads = 0;
    const spy = new Blob([bytesOf(1000, 9)]);
    for (const method of ['arrayBuffer', 'stream', 'text', 'bytes'] as const) {
      Object.defineProperty(spy, method, {
        value: () => {
          reads += 1;
          throw new Error('read');
        },
      });
    }
    await zipOfParts([{ name: 'a.wav', data: spy, crc32: 0 }]);
    expect(reads).toBe(0);
  });

  it('joins the parts a slice per task, into the same bytes as one Blob of them', async () => {
    const one = part('x', new Uint8Array([1, 2, 3]));
    const parts = Array.from({ length: 1000 }, (_, i) => ({ ...one, name: `${i}.bin` }));
    const modified = new Date(2026, 10, 23);
    let tasks = 0;
    const sliced = await zipOfParts(parts, modified, async () => {
      tasks += 1;
    });
    const flat = zipParts(parts, modified);
    // 1000 local headers, 1000 entries and 1000 central records, plus the end record.
    expect(flat).toHaveLength(3001);
    expect(tasks).toBeGreaterThanOrEqual(Math.ceil(flat.length / PARTS_PER_TASK));
    expect(new Uint8Array(await sliced.arrayBuffer())).toEqual(
      new Uint8Array(await new Blob(flat).arrayBuffer()),
    );
    expect(sliced.type).toBe('application/zip');
  });

  it('writes ZIP64 records for more than 65,535 entries', async () => {
    const one = part('x', new Uint8Array([1, 2, 3]));
    const parts = Array.from({ length: 70_000 }, (_, i) => ({ ...one, name: `${i}.bin` }));
    const path = await save(await zipOfParts(parts), 'many.zip');
    expect(unzipTest(path)).toContain('No errors detected');
    const read = pythonRead(path);
    expect(read.names).toHaveLength(70_000);
    expect(read.names.at(-1)).toBe('69999.bin');
    expect(read.bad).toBeNull();
  }, 120_000);

  it('writes ZIP64 sizes and offsets for an entry past 4 GiB, and for the entry after it', () => {
    // A part that says it holds 4 GiB + 5 bytes (nothing is read to build the headers); the real
    // 4 GiB archive, read back by unzip -t and Python's zipfile, is `npm run bench`'s
    // (scripts/bench-zip64.ts).
    const bigSize = 2 ** 32 + 5;
    const fake = new Blob([]);
    Object.defineProperty(fake, 'size', { value: bigSize });
    const big: ZipPart = { name: 'big.wav', data: fake, crc32: 0x12345678 };
    const after = part('after.wav', bytesOf(1234, 6));
    const pieces = zipParts([big, after]);
    expect(pieces[1]).toBe(fake);
    const [bigLocal, , afterLocal, , bigCentral, afterCentral, zip64End, locator, end] = pieces.map(
      (piece) => (piece instanceof Blob ? null : new DataView((piece as Uint8Array).buffer)),
    );
    const u64 = (view: DataView, at: number) => Number(view.getBigUint64(at, true));

    // The big entry's local header: 0xFFFFFFFF sizes, and both sizes in its ZIP64 field.
    expect(bigLocal!.getUint32(0, true)).toBe(0x04034b50);
    expect(bigLocal!.getUint16(4, true)).toBe(45);
    expect(bigLocal!.getUint32(18, true)).toBe(0xffffffff);
    expect(bigLocal!.getUint32(22, true)).toBe(0xffffffff);
    const nameLength = bigLocal!.getUint16(26, true);
    expect(bigLocal!.getUint16(28, true)).toBe(20);
    expect(bigLocal!.getUint16(30 + nameLength, true)).toBe(0x0001);
    expect(bigLocal!.getUint16(32 + nameLength, true)).toBe(16);
    expect(u64(bigLocal!, 34 + nameLength)).toBe(bigSize);
    expect(u64(bigLocal!, 42 + nameLength)).toBe(bigSize);
    // The entry after it is small: a plain header.
    expect(afterLocal!.getUint32(18, true)).toBe(1234);
    expect(afterLocal!.getUint16(28, true)).toBe(0);

    // Central records: the big one's sizes, and the next one's offset past 4 GiB, in ZIP64 fields.
    const afterOffset = bigLocal!.byteLength + bigSize;
    expect(bigCentral!.getUint32(20, true)).toBe(0xffffffff);
    expect(bigCentral!.getUint32(42, true)).toBe(0);
    expect(bigCentral!.getUint16(30, true)).toBe(20);
    expect(u64(bigCentral!, 46 + nameLength + 4)).toBe(bigSize);
    expect(u64(bigCentral!, 46 + nameLength + 12)).toBe(bigSize);
    const afterName = afterCentral!.getUint16(28, true);
    expect(afterCentral!.getUint16(6, true)).toBe(45);
    expect(afterCentral!.getUint32(20, true)).toBe(1234);
    expect(afterCentral!.getUint32(42, true)).toBe(0xffffffff);
    expect(afterCentral!.getUint16(30, true)).toBe(12);
    expect(afterCentral!.getUint16(46 + afterName, true)).toBe(0x0001);
    expect(u64(afterCentral!, 46 + afterName + 4)).toBe(afterOffset);

    // The ZIP64 end record and its locator say where the directory is; the plain end record
    // sends readers to them.
    const directoryOffset = afterOffset + afterLocal!.byteLength + 1234;
    const directorySize = bigCentral!.byteLength + afterCentral!.byteLength;
    expect(zip64End!.getUint32(0, true)).toBe(0x06064b50);
    expect(u64(zip64End!, 24)).toBe(2);
    expect(u64(zip64End!, 40)).toBe(directorySize);
    expect(u64(zip64End!, 48)).toBe(directoryOffset);
    expect(locator!.getUint32(0, true)).toBe(0x07064b50);
    expect(u64(locator!, 8)).toBe(directoryOffset + directorySize);
    expect(end!.getUint32(0, true)).toBe(0x06054b50);
    expect(end!.getUint16(10, true)).toBe(2);
    expect(end!.getUint32(12, true)).toBe(directorySize);
    expect(end!.getUint32(16, true)).toBe(0xffffffff);
    expect(pieces).toHaveLength(9);
  });
});
