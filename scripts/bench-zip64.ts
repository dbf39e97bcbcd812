/**
 * ZIP64 benchmark for the downloader (`npm run bench`, or `npx tsx scripts/bench-zip64.ts`).
 *
 * An archive past 4 GiB, as a long mix makes it: one 4.06 GiB entry (65 references to one 64 MiB
 * chunk Blob, so no 4 GiB ever sits in memory) and a small entry after the 4 GiB mark, so its
 * offset needs ZIP64 too. It is written to disk part by part and then:
 * - checked: Info-ZIP's `unzip -t` (every CRC, the ZIP64 sizes and offsets) and Python's zipfile
 *   (names and sizes from the central directory, testzip's CRCs) must read it back;
 * - timed: writing the archive ÷ writing the same bytes as one plain file (a copy of the data
 *   without headers). Headers are a few hundred bytes, so the ratio stays near 1 (≤ 1.25).
 * It left `npm test`'s unit step (src/lib/zip/of-parts.test.ts) because writing 8 GiB and
 * reading it back twice took minutes there; the unit test still checks the ZIP64 header bytes on a fake large part.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, crc32Update } from '../src/lib/zip/crc32.ts';
import { zipParts, type ZipPart } from '../src/lib/zip/of-parts.ts';

const TARGET_WRITE_OVER_COPY = 1.25;
const CHUNK_BYTES = 64 * 2 ** 20;
const CHUNKS = 65;

const bytesOf = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed * 7) % 251);

/** Streams the pieces (Blobs and byte arrays) into a file; its wall time in ms. */
async function write(pieces: readonly BlobPart[], path: string): Promise<number> {
  async function* bytes() {
    for (const piece of pieces) {
      if (piece instanceof Blob) {
        for await (const chunk of piece.stream() as unknown as AsyncIterable<Uint8Array>) {
          yield chunk;
        }
      } else {
        yield piece as Uint8Array;
      }
    }
  }
  const started = performance.now();
  await pipeline(Readable.from(bytes()), createWriteStream(path));
  return performance.now() - started;
}

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'bench-zip64-'));
  const failures: string[] = [];
  try {
    const chunk = bytesOf(CHUNK_BYTES, 5);
    const chunkBlob = new Blob([chunk as Uint8Array<ArrayBuffer>]);
    let crc = 0;
    for (let i = 0; i < CHUNKS; i += 1) crc = crc32Update(crc, chunk);
    const bigBlobs = Array.from({ length: CHUNKS }, () => chunkBlob);
    const afterBytes = bytesOf(1234, 6);
    const big: ZipPart = { name: '001 Very long mix by DJ.wav', data: bigBlobs, crc32: crc };
    const after: ZipPart = {
      name: '002 After by DJ.wav',
      data: new Blob([afterBytes as Uint8Array<ArrayBuffer>]),
      crc32: crc32(afterBytes),
    };

    const cpu = cpus();
    console.log(
      `\nDownloader ZIP64: a ${((CHUNKS * CHUNK_BYTES) / 2 ** 30).toFixed(2)} GiB entry and one after it, written to ${directory}`,
    );
    console.log(
      `machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'} × ${cpu.length} cores, load average ` +
        `${loadavg()
          .map((value) => value.toFixed(1))
          .join(' / ')} (other work on the machine slows the figures)`,
    );

    // The yardstick first: the same bytes as one plain file, then removed before the archive.
    const plainPath = join(directory, 'plain.bin');
    const copyMs = await write([...bigBlobs, after.data as Blob], plainPath);
    rmSync(plainPath);

    const archive = zipParts([big, after]);
    const zipPath = join(directory, 'big.zip');
    const writeMs = await write(archive, zipPath);
    const size = statSync(zipPath).size;
    if (size <= 2 ** 32) failures.push(`the archive is ${size} bytes, not past 4 GiB`);

    const report = execFileSync('unzip', ['-t', zipPath], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!report.includes('testing: 001 Very long mix by DJ.wav') || !report.includes('No errors')) {
      failures.push(`unzip -t did not pass the archive:\n${report}`);
    }
    const python = execFileSync(
      'python3',
      [
        '-c',
        [
          'import json, sys, zipfile',
          'z = zipfile.ZipFile(sys.argv[1])',
          'print(json.dumps([[i.filename, i.file_size] for i in z.infolist()] + [z.testzip()]))',
        ].join('\n'),
        zipPath,
      ],
      { encoding: 'utf8' },
    );
    const expected = JSON.stringify([
      [big.name, CHUNKS * CHUNK_BYTES],
      [after.name, afterBytes.length],
      null,
    ]);
    if (JSON.stringify(JSON.parse(python)) !== expected) {
      failures.push(`Python's zipfile read ${python.trim()}, not ${expected}`);
    }

    const ratio = writeMs / copyMs;
    const gibPerSecond = (bytes: number, ms: number) => (bytes / 2 ** 30 / (ms / 1000)).toFixed(2);
    console.log(`  archive              ${(size / 2 ** 30).toFixed(3)} GiB, 2 stored entries`);
    console.log(
      `  write ÷ plain copy   ${writeMs.toFixed(0)} ms ÷ ${copyMs.toFixed(0)} ms = ${ratio.toFixed(3)} ` +
        `(≤ ${TARGET_WRITE_OVER_COPY}: ${ratio <= TARGET_WRITE_OVER_COPY ? 'met' : 'OVER'}; ` +
        `${gibPerSecond(size, writeMs)} GiB/s ÷ ${gibPerSecond(size, copyMs)} GiB/s)`,
    );
    console.log(
      `  read back            unzip -t: ${failures.some((f) => f.startsWith('unzip')) ? 'FAILED' : 'no errors'}; ` +
        `Python zipfile: ${failures.some((f) => f.startsWith('Python')) ? 'FAILED' : 'names, sizes and CRCs match'}`,
    );
    if (ratio > TARGET_WRITE_OVER_COPY) {
      failures.push(`write ÷ copy ${ratio.toFixed(3)} > ${TARGET_WRITE_OVER_COPY}`);
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nZIP64 bench targets missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('  targets met');
  }
}

await main();
