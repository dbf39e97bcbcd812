// @vitest-environment node
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
import { crc32, crc32Update } from './crc32';
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

  it('writes ZIP64 sizes and offsets for an entry past 4 GiB (repeated Blobs, no 4 GiB in memory)', async () => {
    // 65 references to one 64 MiB Blob: a 4.06 GiB entry, then a small one past the 4 GiB mark.
    const chunk = bytesOf(64 * 1024 * 1024, 5);
    const chunkBlob = new Blob([chunk as Uint8Array<ArrayBuffer>]);
    let crc = 0;
    for (let i = 0; i < 65; i += 1) crc = crc32Update(crc, chunk);
    const big: ZipPart = {
      name: '001 Very long mix by DJ.wav',
      data: Array.from({ length: 65 }, () => chunkBlob),
      crc32: crc,
    };
    const after = part('002 After by DJ.wav', bytesOf(1234, 6));
    const archive = zipParts([big, after]);
    const size = archive.reduce<number>(
      (sum, piece) => sum + (piece instanceof Blob ? piece.size : (piece as Uint8Array).byteLength),
      0,
    );
    expect(size).toBeGreaterThan(2 ** 32);
    const path = await save(archive, 'big.zip');

    const report = unzipTest(path);
    expect(report).toContain('testing: 001 Very long mix by DJ.wav');
    expect(report).toContain('No errors detected');
    expect(pythonRead(path)).toEqual({
      names: [big.name, after.name],
      sizes: [65 * 64 * 1024 * 1024, 1234],
      bad: null,
    });
  }, 300_000);
});
